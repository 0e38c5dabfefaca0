/**
 * The gift candidates chosen from the facets in memory (matching/gift-facets.server.ts) are the candidate query's,
 * product for product and in its order, and a catalogue change is seen by the next request.
 */
import { describe, expect, it } from 'vitest';
import { readConversation } from '../../src/features/chat/conversation.ts';
import { criteriaFrom } from '../../src/features/chat/criteria.ts';
import { retrieveGiftCandidates } from '../../src/features/matching/gift-candidates.server.ts';
import { type GiftCriteria, widerCriteria, withSeed } from '../../src/features/matching/gift-criteria.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const REQUESTS = [
  ['Present till pappa som älskar att fiska, max 500 kr'],
  ['Julklapp till min fru som gillar yoga och te, 200-600 kr'],
  ['Något till en kollega för runt 300 kr'],
  ['Present till: farmor\nBudget: 350 - 1800 kr\nIntressen: trädgård'],
  ['Födelsedagspresent till en 7-åring under 300'],
  ['Till min bror som gillar gaming och teknik, max 1000 kr'],
  ['Inflyttningspresent till ett par, budget 400 kr'],
  ['Mamma gillar kaffe och matlagning, under 700 kr', 'inte choklad, billigare'],
  ['till min dotter 5 år, inget godis', 'lego eller pussel'],
  ['vin till svärfar som har allt, runt tusen'],
  ['hen har allt, runt 1000'],
];

describe('gift candidates from the facets in memory', () => {
  const demo = useDemoDatabase();

  async function both(
    criteria: GiftCriteria,
    options: { matchOnly: boolean; limit: number; strictAudience?: boolean },
  ) {
    const query = await retrieveGiftCandidates(demo.db, criteria, { ...options, facets: false });
    const facets = await retrieveGiftCandidates(demo.db, criteria, options);
    return { query: query.map((product) => product.id), facets: facets.map((product) => product.id) };
  }

  it('chooses what the candidate query chooses, in its order', async () => {
    let nonEmpty = 0;
    for (const texts of REQUESTS) {
      const reading = readConversation(texts.map((content) => ({ role: 'user' as const, content })));
      const criteria = criteriaFrom(reading.understanding);
      const first = await both(criteria, { matchOnly: true, limit: 60 });
      expect(first.facets, texts.join(' / ')).toEqual(first.query);
      if (first.query.length > 0) nonEmpty += 1;
      const variants: GiftCriteria[] = [
        { ...criteria, excludeIds: first.query.slice(0, 3).map((id) => id.toUpperCase()) },
        { ...criteria, child: true },
        { ...criteria, child: false, excluded: ['choklad', 'vin'] },
        withSeed({ ...criteria, productTypes: [], interests: [], keywords: [] }),
        ...[widerCriteria(criteria)].flatMap((wider) => (wider ? [wider] : [])),
      ];
      for (const variant of variants) {
        const got = await both(variant, { matchOnly: true, limit: 60 });
        expect(got.facets, texts.join(' / ')).toEqual(got.query);
      }
      const strict = await both(criteria, { matchOnly: true, limit: 100, strictAudience: true });
      expect(strict.facets, texts.join(' / ')).toEqual(strict.query);
    }
    expect(nonEmpty).toBeGreaterThan(8);
  });

  it('sees a catalogue change at the next request', async () => {
    const reading = readConversation([{ role: 'user', content: 'Present till pappa som gillar kaffe, max 500 kr' }]);
    const criteria = criteriaFrom(reading.understanding);
    const before = await both(criteria, { matchOnly: true, limit: 60 });
    const [best] = before.facets;
    expect(best).toBeDefined();
    await demo.db.query('UPDATE products SET is_active = false WHERE id = $1', [best ?? '']);
    const hidden = await both(criteria, { matchOnly: true, limit: 60 });
    expect(hidden.facets).not.toContain(best);
    expect(hidden.facets).toEqual(hidden.query);
    await demo.db.query('UPDATE products SET is_active = true, price_value = 20000 WHERE id = $1', [best ?? '']);
    const dearer = await both(criteria, { matchOnly: true, limit: 60 });
    expect(dearer.facets).not.toContain(best);
    expect(dearer.facets).toEqual(dearer.query);
  });
});
