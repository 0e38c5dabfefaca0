import type { ReactNode } from 'react';
import type { CounterFilter } from '../../catalogue/admin/products.ts';
import HomepageTab from '../homepage/HomepageTab.tsx';
import SyncTab from '../import/SyncTab.tsx';
import MerchantsTab from '../merchants/MerchantsTab.tsx';
import ModerationTab from '../moderation/ModerationTab.tsx';
import Counters from '../products/Counters.tsx';
import ProductList from '../products/ProductList.tsx';
import ProductsTab from '../products/ProductsTab.tsx';
import StatsTab from '../stats/StatsTab.tsx';
import TipPagesTab from '../tip-pages/TipPagesTab.tsx';
import type { AdminTabId } from './tabs.ts';

/** The content of one tab. `onChanged` tells the counters that products changed. */
export function TabContent({ tab, onChanged }: { tab: AdminTabId; onChanged: () => void }) {
  switch (tab) {
    case 'synkronisering':
      return <SyncTab />;
    case 'produkter':
      return <ProductsTab onChanged={onChanged} />;
    case 'butiker':
      return <MerchantsTab />;
    case 'startsida':
      return <HomepageTab onChanged={onChanged} />;
    case 'tips-sidor':
      return <TipPagesTab />;
    case 'moderering':
      return <ModerationTab />;
    case 'statistik':
      return <StatsTab />;
  }
}

/** The five counters above the tabs, and a counter's full list in place of the tabs while one is open. */
export function CounterArea({
  list,
  onOpen,
  onBack,
  refreshKey,
  onChanged,
  children,
}: {
  list: CounterFilter | null;
  onOpen: (list: CounterFilter) => void;
  onBack: () => void;
  refreshKey: number;
  onChanged: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Counters onOpen={onOpen} refreshKey={refreshKey} />
      {list ? <ProductList filter={list} onBack={onBack} onChanged={onChanged} /> : children}
    </>
  );
}
