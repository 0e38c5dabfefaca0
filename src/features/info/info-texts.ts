/** Facts the information pages state, kept in one place so the pages never contradict each other. */
import { SITE, STORAGE_KEYS } from '../../lib/site.ts';

/** Contact page (docs/product/site.md#info-pages): answers within 24–48 hours on weekdays. */
export const CONTACT_RESPONSE_TIME = 'Vi svarar inom 24–48 timmar på vardagar.';

/** The support address as a mailto link. */
export function supportMailto(subject?: string): string {
  return subject ? `mailto:${SITE.supportEmail}?subject=${encodeURIComponent(subject)}` : `mailto:${SITE.supportEmail}`;
}

/** What the visitor's browser keeps (localStorage only), for the privacy and cookie pages. */
export const BROWSER_STORAGE: readonly { key: string; purpose: string }[] = [
  { key: STORAGE_KEYS.saved, purpose: 'Dina sparade presenter (produkt-id och när du sparade dem).' },
  { key: STORAGE_KEYS.chatMessages, purpose: 'Din chatthistorik med AI-assistenten.' },
  { key: STORAGE_KEYS.chatRecommendations, purpose: 'Presenterna som chatten har föreslagit.' },
  { key: STORAGE_KEYS.chatFirstOpen, purpose: 'Om du har öppnat chatten förut.' },
  { key: STORAGE_KEYS.chatIntroDismissed, purpose: 'Om du har stängt chattens välkomstbubbla.' },
  { key: STORAGE_KEYS.chatFormDismissed, purpose: 'Om du har hoppat över chattens snabbformulär.' },
];
