import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminViewFromSearch, adminViewSearch } from './tabs.ts';

describe('admin tabs', () => {
  it('lists the seven tabs in the spec order', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Synkronisering',
      'Produkter',
      'Butiker',
      'Startsida',
      'Tips-sidor',
      'Moderering',
      'Statistik',
    ]);
  });

  it('reads the tab and list from the URL and writes them back', () => {
    expect(adminViewFromSearch('?tab=produkter')).toEqual({ tab: 'produkter', list: null });
    expect(adminViewFromSearch('?tab=statistik&lista=hidden')).toEqual({ tab: 'statistik', list: 'hidden' });
    expect(adminViewFromSearch('?tab=okänd&lista=x')).toEqual({ tab: 'synkronisering', list: null });
    expect(adminViewSearch({ tab: 'butiker', list: 'needs_tagging' })).toBe('?tab=butiker&lista=needs_tagging');
  });
});
