/**
 * "Trendande presenter just nu": a scroll-snap carousel that moves on every 3 seconds and loops. It pauses
 * while hovered or focused, when the pause button is pressed, when the tab is hidden, and never autoplays for
 * visitors who prefer reduced motion.
 */
import { nextSlide, previousSlide } from './trending.ts';

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  if (!track || slides.length === 0) continue;
  const interval = Number(root.dataset.interval) || 3000;
  let playing = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovering = false;

  const atEnd = () => track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
  const go = (target: number) => {
    const slide = slides[target];
    if (slide) track.scrollTo({ left: slide.offsetLeft - (slides[0]?.offsetLeft ?? 0), behavior: 'smooth' });
  };
  const currentIndex = () => {
    const left = track.scrollLeft + (slides[0]?.offsetLeft ?? 0);
    let best = 0;
    slides.forEach((slide, i) => {
      if (Math.abs(slide.offsetLeft - left) < Math.abs((slides[best]?.offsetLeft ?? 0) - left)) best = i;
    });
    return best;
  };
  const advance = () => go(atEnd() ? 0 : nextSlide(currentIndex(), slides.length));
  const paintToggle = () => {
    toggle?.setAttribute('aria-label', playing ? 'Pausa karusellen' : 'Spela karusellen');
    root.querySelector<HTMLElement>('[data-icon-pause]')?.toggleAttribute('hidden', !playing);
    root.querySelector<HTMLElement>('[data-icon-play]')?.toggleAttribute('hidden', playing);
  };

  setInterval(() => {
    if (playing && !hovering && !document.hidden && !root.contains(document.activeElement)) advance();
  }, interval);
  root.addEventListener('pointerenter', () => {
    hovering = true;
  });
  root.addEventListener('pointerleave', () => {
    hovering = false;
  });
  root.querySelector('[data-carousel-next]')?.addEventListener('click', advance);
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => {
    const at = currentIndex();
    go(at === 0 ? previousSlide(0, slides.length) : previousSlide(at, slides.length));
  });
  toggle?.addEventListener('click', () => {
    playing = !playing;
    paintToggle();
  });
  paintToggle();
}
