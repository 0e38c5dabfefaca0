/** The `client:handoff` directive (see handoff.ts): Astro inlines this into pages that have such an island. */
import type { ClientDirective } from 'astro';
import { HANDOFF_ATTRIBUTE, HANDOFF_EVENT } from './handoff.ts';

const handoffDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
  };
  if (island.getAttribute(HANDOFF_ATTRIBUTE) === 'ready') {
    void start();
    return;
  }
  island.addEventListener(HANDOFF_EVENT, () => void start(), { once: true });
  // Not held by the page's script once the page has loaded: the script never ran, so nobody will hand it over.
  const unheld = () => {
    if (!island.hasAttribute(HANDOFF_ATTRIBUTE)) void start();
  };
  if (document.readyState === 'complete') unheld();
  else window.addEventListener('load', unheld, { once: true });
};

export default handoffDirective;
