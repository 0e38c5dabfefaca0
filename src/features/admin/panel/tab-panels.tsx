import type { ReactNode } from 'react';
import type { AdminTabId, CounterFilter } from './tabs.ts';

/** What a tab that a coming version fills will hold, in one line. */
const COMING: Partial<Record<AdminTabId, string>> = {
  synkronisering:
    'Här importerar du butikernas produktflöden, kör AI-taggning och hämtar trender – det kommer i nästa version.',
  produkter: 'Här listar, söker, redigerar och exporterar du produkter.',
  butiker: 'Här lägger du till och redigerar butiker och deras produktflöden.',
  startsida: 'Här ordnar du startsidans roterande kategorier och deras produkter – det kommer i nästa version.',
  'tips-sidor': 'Här skapar och redigerar du tipssidor med banners – det kommer i nästa version.',
  moderering: 'Här visar och döljer du produkter.',
  statistik: 'Här ser du klick och visningar per period.',
};

/** The content of one tab. */
export function TabContent({ tab }: { tab: AdminTabId }) {
  return <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-muted">{COMING[tab]}</p>;
}

/** The counters above the tabs, and a counter's full list in place of the tabs while one is open. */
export function CounterArea({
  children,
}: {
  list: CounterFilter | null;
  onOpen: (list: CounterFilter) => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return <>{children}</>;
}
