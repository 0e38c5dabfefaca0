/**
 * Home hero: the word after "Hitta den bästa presenten till" and the product grid below change together every
 * 6 seconds, looping through the homepage categories. A category button shows that category and stops the
 * rotation; the pause button stops and restarts it. No rotation when the visitor prefers reduced motion.
 */
import { nextCategoryIndex } from './home-rotation.ts';

const root = document.querySelector<HTMLElement>('[data-home-rotator]');
if (root) {
  const word = root.querySelector<HTMLElement>('[data-hero-word]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-home-category]')];
  const grids = [...root.querySelectorAll<HTMLElement>('[data-home-grid]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-rotate-toggle]');
  const toggleLabel = root.querySelector<HTMLElement>('[data-rotate-label]');
  const interval = Number(root.dataset.interval) || 6000;
  let current = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (index: number) => {
    current = index;
    buttons.forEach((button, i) => {
      button.setAttribute('aria-pressed', String(i === index));
    });
    grids.forEach((grid, i) => {
      grid.hidden = i !== index;
    });
    const title = buttons[index]?.dataset.title;
    if (word && title) {
      word.style.opacity = '0';
      word.style.transform = 'translateY(0.25em)';
      setTimeout(() => {
        word.textContent = title;
        word.style.opacity = '1';
        word.style.transform = 'none';
      }, 150);
    }
  };

  const setToggle = (running: boolean) => {
    toggle?.setAttribute('aria-label', running ? 'Pausa växlingen' : 'Spela växlingen');
    if (toggleLabel) toggleLabel.textContent = running ? 'Pausa' : 'Spela';
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    setToggle(false);
  };
  const start = () => {
    if (buttons.length < 2) return;
    clearInterval(timer);
    timer = setInterval(() => {
      if (!document.hidden) show(nextCategoryIndex(current, buttons.length));
    }, interval);
    setToggle(true);
  };

  buttons.forEach((button, index) => {
    button.addEventListener('click', () => {
      stop();
      show(index);
    });
  });
  toggle?.addEventListener('click', () => (timer ? stop() : start()));
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setToggle(false);
  else start();
}
