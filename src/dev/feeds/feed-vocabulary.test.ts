import { describe, expect, it } from 'vitest';
import { GROUPS, MERCHANTS, SHARED_POOLS, SHARED_SENTENCES, TAYSTA } from './feed-vocabulary.ts';

const COMPUTED = new Set(['Kind', 'kind', 'brand', 'Brand', 'dims', 'grams', 'pages']);
const PLACEHOLDER = /\{(\w+)\}/g;

function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

describe('feed vocabulary', () => {
  it('has hundreds of kinds with unique ASCII slugs and sane price ranges', () => {
    const kinds = GROUPS.flatMap((group) => group.kinds);
    expect(kinds.length).toBeGreaterThanOrEqual(300);
    const slugs = kinds.map(([slug]) => slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const [slug, name, min, max] of kinds) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(name.trim()).toBe(name);
      expect(min).toBeGreaterThan(0);
      expect(max).toBeGreaterThan(min);
    }
  });

  it('resolves every placeholder of every template for every kind', () => {
    const templates = (group: (typeof GROUPS)[number]) => [
      ...group.titles,
      ...group.intros,
      ...group.specs,
      ...SHARED_SENTENCES,
    ];
    for (const group of GROUPS) {
      for (const kind of group.kinds) {
        const pending = templates(group);
        const seen = new Set<string>();
        while (pending.length) {
          const template = pending.pop() as string;
          for (const key of placeholders(template)) {
            if (COMPUTED.has(key)) continue;
            const name = key.charAt(0).toLowerCase() + key.slice(1);
            const pool = kind[4]?.[name] ?? group.pools?.[name] ?? SHARED_POOLS[name];
            expect(pool, `{${key}} in ${group.id}/${kind[0]}: "${template}"`).toBeDefined();
            if (!pool || seen.has(name)) continue;
            seen.add(name);
            expect(pool.length).toBeGreaterThan(0);
            pending.push(...pool);
          }
        }
      }
    }
  });

  it('gives every group a non-Taysta merchant and brands (gift cards use the merchant)', () => {
    for (const group of GROUPS) {
      const sellers = MERCHANTS.filter(
        (merchant) => merchant.name !== TAYSTA && (merchant.groups === 'all' || merchant.groups.includes(group.id)),
      );
      expect(sellers.length, group.id).toBeGreaterThan(0);
      if (!group.giftCard) expect(group.brands.length, group.id).toBeGreaterThan(0);
    }
    const groupIds = new Set(GROUPS.map((group) => group.id));
    for (const merchant of MERCHANTS) {
      if (merchant.groups !== 'all') for (const id of merchant.groups) expect(groupIds.has(id), id).toBe(true);
      expect(merchant.domain).toMatch(/\.se$/);
    }
    expect(new Set(MERCHANTS.map((merchant) => merchant.name)).size).toBe(MERCHANTS.length);
    expect(MERCHANTS.length).toBeGreaterThanOrEqual(15);
  });
});
