/**
 * Header behaviour: the glass look once the page is scrolled more than 10 px, and the dropdowns (<details>)
 * closing on a click outside or on Escape.
 */
import { glassHeader } from './header-glass.ts';

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  let ticking = false;
  const update = () => {
    ticking = false;
    const glass = String(glassHeader(window.scrollY));
    if (header.dataset.glass !== glass) header.dataset.glass = glass;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}

const menus = () => document.querySelectorAll<HTMLDetailsElement>('[data-site-header] details[open]');

document.addEventListener('click', (event) => {
  for (const menu of menus()) if (!menu.contains(event.target as Node)) menu.open = false;
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of menus()) {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  }
});
