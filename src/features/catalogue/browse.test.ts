import { describe, expect, it } from 'vitest';
import {
  BROWSE_DEBOUNCE_MS,
  BROWSE_LIST_LIMIT,
  BROWSE_PAGE_SIZE,
  BROWSE_SCROLL_TRIGGER_PX,
  BROWSE_SEARCH_LIMIT,
  BROWSE_SORT_OPTIONS,
  browseHeading,
  categoryChips,
  chipLabel,
  interleavePhoneCases,
  isNearBottom,
  isPhoneCase,
  keepShownFirst,
  lastCategory,
  loadMoreLabel,
  matchesCategoryChip,
  nextVisibleCount,
  type RandomSource,
  showingLabel,
  shuffle,
  sortProducts,
} from './browse.ts';

/** A repeatable random source (mulberry32). */
function seeded(seed: number): RandomSource {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const first: RandomSource = () => 0;

describe('isPhoneCase', () => {
  it.each([
    ['Mobilskal till iPhone 15', true],
    ['iPhone-skal i silikon', true],
    ['Skal för Samsung Galaxy S24', true],
    ['Läderfodral svart', false],
    ['Glasögonfodral', false],
    ['Gitarrfodral', false],
    ['Plånboksfodral för iPhone 14', true],
    ['Telefonfodral med kortplats', true],
    ['Samsungskal transparent', true],
    ['MagSafe-case klar', true],
    ['Phone Case Blommor', true],
    ['Flipcover rosa', true],
    ['Skärmskydd i härdat glas', true],
    ['Skärmskyddsglas 2-pack', true],
    ['Cover till Pixel 8', true],
    ['SKAL', true],
    ['Köksvåg med skala', false],
    ['Skalle i keramik', false],
    ['Skaldjursfat', false],
    ['Äggskal-kopp', false],
    ['Nötskal-lampa', false],
    ['Showcase-låda', false],
    ['Briefcase i läder', false],
    ['Mysig filt', false],
    ['Skalbagge-spel', false],
    ['', false],
  ])('%j → %s', (title, expected) => {
    expect(isPhoneCase({ title })).toBe(expected);
  });
});

const R = (n: number) => ({ title: `Produkt ${n}`, priceSEK: n * 10 });
const P = (n: number) => ({ title: `Mobilskal ${n}`, priceSEK: n });

describe('shuffle', () => {
  it('returns a permutation and does not touch the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffle(input, seeded(1));
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...result].sort()).toEqual(input);
  });

  it('is repeatable with the same random source', () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(7))).toEqual(shuffle([1, 2, 3, 4, 5], seeded(7)));
  });

  it.each([[() => 0], [() => 0.999999], [() => 1], [() => Number.NaN], [() => -1]])(
    'copes with edge random values',
    (random) => {
      expect([...shuffle([1, 2, 3], random)].sort()).toEqual([1, 2, 3]);
    },
  );

  it('handles empty and single lists', () => {
    expect(shuffle([], first)).toEqual([]);
    expect(shuffle(['a'], first)).toEqual(['a']);
  });
});

function pattern(items: readonly { title: string }[]): string {
  return items.map((item) => (isPhoneCase(item) ? 'P' : 'R')).join('');
}

describe('interleavePhoneCases', () => {
  it.each([
    [0, 0, ''],
    [4, 0, 'RRRR'],
    [0, 3, 'PPP'],
    [6, 3, 'RRPRRPRRP'],
    [6, 1, 'RRPRRRR'],
    [3, 5, 'RRPRPPPP'],
    [1, 1, 'RP'],
    [2, 1, 'RRP'],
    [7, 3, 'RRPRRPRRPR'],
  ])('%d regular + %d cases → %s', (regular, cases, expected) => {
    const products = [
      ...Array.from({ length: cases }, (_, i) => P(i)),
      ...Array.from({ length: regular }, (_, i) => R(i)),
    ];
    const result = interleavePhoneCases(products, seeded(3));
    expect(pattern(result)).toBe(expected);
    expect(result).toHaveLength(products.length);
    expect(new Set(result)).toEqual(new Set(products));
  });

  it('shuffles each group with the injected random source', () => {
    const products = [R(1), R(2), R(3), R(4), P(1), P(2)];
    const a = interleavePhoneCases(products, seeded(11));
    const b = interleavePhoneCases(products, seeded(11));
    expect(a).toEqual(b);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        interleavePhoneCases(products, seeded(seed))
          .map((p) => p.title)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('keepShownFirst', () => {
  it('keeps the shown products (same objects) on top and appends the rest in list order', () => {
    const shown = [
      { id: 'b', v: 'built' },
      { id: 'x', v: 'built' },
      { id: 'a', v: 'built' },
    ];
    const loaded = [{ id: 'c' }, { id: 'a' }, { id: 'd' }, { id: 'b' }];
    const result = keepShownFirst(shown, loaded);
    expect(result.map((p) => p.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(result[0]).toBe(shown[0]);
  });

  it('is the loaded list when nothing was shown', () => {
    expect(keepShownFirst([], [{ id: 'a' }, { id: 'b' }]).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('sortProducts', () => {
  const products = [
    { title: 'B', priceSEK: 300 },
    { title: 'Utan pris', priceSEK: null },
    { title: 'A', priceSEK: 100 },
    { title: 'C', priceSEK: 300.5 },
    { title: 'D', priceSEK: 0 },
    { title: 'E', priceSEK: 100 },
  ];

  it('sorts by price ascending with missing prices last', () => {
    expect(sortProducts(products, 'price-asc', first).map((p) => p.title)).toEqual([
      'D',
      'A',
      'E',
      'B',
      'C',
      'Utan pris',
    ]);
  });

  it('sorts by price descending with missing prices last', () => {
    expect(sortProducts(products, 'price-desc', first).map((p) => p.title)).toEqual([
      'C',
      'B',
      'A',
      'E',
      'D',
      'Utan pris',
    ]);
  });

  it('random order interleaves phone cases', () => {
    const mixed = [P(1), R(1), R(2), R(3), P(2), R(4)];
    expect(pattern(sortProducts(mixed, 'random', seeded(5)))).toBe('RRPRRP');
  });

  it('returns a new array', () => {
    const result = sortProducts(products, 'price-asc', first);
    expect(result).not.toBe(products);
    expect(products[0]?.title).toBe('B');
  });

  it('has the spec labels', () => {
    expect(BROWSE_SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Slumpmässig',
      'Pris: Lägst först',
      'Pris: Högst först',
    ]);
  });
});

describe('categoryChips', () => {
  const c = (...categories: string[]) => ({ categories });

  it('counts the last category value, most frequent first', () => {
    const products = [
      c('Hem', 'Kök'),
      c('Hem', 'Kök'),
      c('Hem', 'Inredning'),
      c('Kök'),
      c(),
      c('Sport', ''),
      c('Böcker'),
      c('Ålder'),
      c('Ägg'),
    ];
    expect(categoryChips(products)).toEqual([
      { label: 'Alla', value: null, count: 9 },
      { label: 'Kök', value: 'Kök', count: 3 },
      { label: 'Böcker', value: 'Böcker', count: 1 },
      { label: 'Inredning', value: 'Inredning', count: 1 },
      { label: 'Ålder', value: 'Ålder', count: 1 },
      { label: 'Ägg', value: 'Ägg', count: 1 },
    ]);
  });

  it('shows at most ten category chips besides Alla', () => {
    const products = Array.from({ length: 15 }, (_, i) =>
      Array.from({ length: i + 1 }, () => c(`Kategori ${String(i).padStart(2, '0')}`)),
    ).flat();
    const chips = categoryChips(products);
    expect(chips).toHaveLength(11);
    expect(chips[0]).toEqual({ label: 'Alla', value: null, count: products.length });
    expect(chips[1]).toEqual({ label: 'Kategori 14', value: 'Kategori 14', count: 15 });
    expect(chips.at(-1)).toEqual({ label: 'Kategori 05', value: 'Kategori 05', count: 6 });
    expect(categoryChips(products, 3)).toHaveLength(4);
  });

  it('gives only Alla for an empty list', () => {
    expect(categoryChips([])).toEqual([{ label: 'Alla', value: null, count: 0 }]);
  });

  it('labels chips and matches products', () => {
    expect(chipLabel({ label: 'Alla', value: null, count: 12 })).toBe('Alla (12)');
    expect(chipLabel({ label: 'Kök', value: 'Kök', count: 3 })).toBe('Kök (3)');
    expect(matchesCategoryChip(c('Hem', 'Kök'), 'Kök')).toBe(true);
    expect(matchesCategoryChip(c('Kök', 'Hem'), 'Kök')).toBe(false);
    expect(matchesCategoryChip(c(), null)).toBe(true);
    expect(lastCategory(c(' Kök '))).toBe('Kök');
    expect(lastCategory(c())).toBeNull();
  });
});

describe('texts and paging', () => {
  it.each([
    [false, 0, 'Alla produkter'],
    [false, 500, 'Alla produkter'],
    [true, 0, '0 produkter'],
    [true, 1, '1 produkter'],
    [true, 42, '42 produkter'],
  ])('browseHeading(%s, %d) → %j', (filtered, count, expected) => {
    expect(browseHeading(filtered, count)).toBe(expected);
  });

  it('labels the list footer', () => {
    expect(loadMoreLabel(470)).toBe('Ladda fler produkter (470 kvar)');
    expect(showingLabel(30, 500)).toBe('Visar 30 av 500 produkter');
  });

  it.each([
    [30, 500, 60],
    [480, 500, 500],
    [30, 10, 30],
    [0, 0, 0],
  ])('nextVisibleCount(%d, %d) → %d', (visible, total, expected) => {
    expect(nextVisibleCount(visible, total)).toBe(expected);
  });

  it.each([
    [0, 800, 1000, true],
    [0, 700, 1000, false],
    [200, 600, 1000, true],
    [199, 600, 1000, false],
    [100, 600, 1000, false],
  ])('isNearBottom(%d, %d, %d) → %s', (top, height, scrollHeight, expected) => {
    expect(isNearBottom(top, height, scrollHeight)).toBe(expected);
  });

  it('has the spec constants', () => {
    expect([
      BROWSE_PAGE_SIZE,
      BROWSE_SCROLL_TRIGGER_PX,
      BROWSE_SEARCH_LIMIT,
      BROWSE_DEBOUNCE_MS,
      BROWSE_LIST_LIMIT,
    ]).toEqual([30, 200, 200, 300, 500]);
  });
});
