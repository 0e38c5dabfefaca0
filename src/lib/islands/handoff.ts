/**
 * `client:handoff`: an island that hydrates when its page's own script hands it over, not as the page loads. The
 * page's script first paints the island's content without the island's code (markup the server rendered with the
 * island's own components), and hands the island over once that paint is on screen: the island's code (React among
 * it) then does not compete with the first paint's requests, and the island hydrates the same elements.
 *
 * The page's script marks the island as held (`data-handoff="held"`) as it starts and hands it over with
 * `handOver`. An island whose page script never ran (it failed to load) is not held, and starts once the page has
 * loaded. Registered in astro.config.mjs; the directive itself is handoff-directive.ts.
 */

/** The attribute on the island: "held" while the page's script paints, "ready" once handed over. */
export const HANDOFF_ATTRIBUTE = 'data-handoff';
/** Dispatched on the island when it is handed over. */
export const HANDOFF_EVENT = 'presentpilot:handoff';

/** Keeps the island from hydrating until `handOver` (the page's script is painting its content). */
export function holdIsland(island: Element): void {
  if (!island.hasAttribute(HANDOFF_ATTRIBUTE)) island.setAttribute(HANDOFF_ATTRIBUTE, 'held');
}

/** Lets the island load and hydrate now (once). */
export function handOver(island: Element): void {
  if (island.getAttribute(HANDOFF_ATTRIBUTE) === 'ready') return;
  island.setAttribute(HANDOFF_ATTRIBUTE, 'ready');
  island.dispatchEvent(new Event(HANDOFF_EVENT));
}
