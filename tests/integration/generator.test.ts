import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/features/catalogue/product.ts';
import { generateExpress } from '../../src/features/generator/express.server.ts';
import type { FallbackLevel } from '../../src/features/generator/fallback.ts';
import {
  generateForWizard,
  generateFromFilter,
  generatorRead,
  listTaxonomyCategories,
} from '../../src/features/generator/generator.server.ts';
import { wizardSelectionToCatalogueFilter } from '../../src/features/generator/mappings.ts';
import type { WizardSelection } from '../../src/features/generator/wizard-options.ts';
import { POST } from '../../src/pages/api/generator.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request('http://localhost/api/generator', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return Promise.resolve(POST({ request } as unknown as APIContext));
}

async function call(body: unknown) {
  const response = await post(JSON.stringify(body));
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

const mammaJul: WizardSelection = {
  recipients: ['mamma'],
  occasions: ['jul'],
  categories: ['hem-inredning'],
  budget: '200-500',
};

describe('the gift generator (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();
  it('finds products matching every facet, priced inside the budget, newest first', async () => {
    const { products, fallback } = await generateForWizard(test.db, mammaJul);
    expect(fallback).toBe('none');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(100);
    for (const product of products) {
      expect(product.priceSEK).toBeGreaterThanOrEqual(200);
      expect(product.priceSEK).toBeLessThanOrEqual(500);
      expect(product.to_whom).toContain('mamma');
      expect(product.occasions).toContain('jul');
      expect(['kvinna', 'mamma', 'unisex', undefined]).toContain(product.audiences[0]);
    }
    const times = products.map((product) => product.lastVerifiedISO);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters on the price, not the stored bucket, and 5000+ has no upper bound', async () => {
    const filter = wizardSelectionToCatalogueFilter({ ...mammaJul, budget: '1000-2500' });
    const products = await generatorRead(test.db, {
      ...filter,
      occasions: [],
      interests: [],
      toWhom: [],
      audiences: [],
    });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.priceSEK).toBeGreaterThanOrEqual(1000);
    for (const product of products) expect(product.priceSEK).toBeLessThanOrEqual(2500);
    const luxury = await generatorRead(test.db, {
      ...filter,
      budget: { min: 5000, max: null },
      occasions: [],
      interests: [],
      toWhom: [],
      audiences: [],
    });
    for (const product of luxury) expect(product.priceSEK).toBeGreaterThanOrEqual(5000);
  });

  it('hides inactive products', async () => {
    const { products } = await generateForWizard(test.db, mammaJul);
    const [first] = products;
    await test.db.query('UPDATE products SET is_active = false WHERE id = $1', [first!.id]);
    try {
      const again = await generateForWizard(test.db, mammaJul);
      expect(again.products.map((product) => product.id)).not.toContain(first!.id);
    } finally {
      await test.db.query('UPDATE products SET is_active = true WHERE id = $1', [first!.id]);
    }
  });

  it('ranks by the keyword and the categories when a keyword is given', async () => {
    const { products } = await generateForWizard(test.db, { ...mammaJul, keyword: 'ljus' });
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]!.title.toLowerCase()).toContain('ljus');
  });

  it('searches a keyword the understanding has no concept for as written, and never pads it', async () => {
    const selection: WizardSelection = { recipients: ['barn-10-12'], occasions: [], categories: [], budget: '200-500' };
    const { products } = await generateForWizard(test.db, { ...selection, keyword: 'experiment' });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products)
      expect(`${product.title} ${product.description}`.toLowerCase()).toContain('experiment');
    const nothing = await generateForWizard(test.db, { ...selection, keyword: 'xyzzyplugg' });
    expect(nothing.products).toEqual([]);
  });

  it('shows the kind around a keyword whose own kind has nothing in the budget (no cuddly toy under 200 kr)', async () => {
    const { products } = await generateForWizard(test.db, {
      recipients: ['barn-0-2'],
      occasions: ['dop'],
      categories: [],
      budget: '<200',
      keyword: 'gosedjur',
    });
    expect(products.map((product) => product.title)).toContain('Snuttefilt i ekologisk bomull – Kanin');
    for (const product of products) expect(product.priceSEK ?? 0).toBeLessThanOrEqual(200);
  });

  it('finds "öl" in compounds with a kind (ölglas, ölprovning)', async () => {
    const { products } = await generateForWizard(test.db, {
      recipients: ['pappa'],
      occasions: [],
      categories: [],
      budget: '200-500',
      keyword: 'öl',
    });
    expect(products.map((product) => product.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ölglas/u), expect.stringMatching(/^Ölprovning/u)]),
    );
    for (const product of products) expect(product.title.toLowerCase()).toMatch(/(^|\s)öl/u);
  });

  it('walks the fallback chain when the full filter finds nothing', async () => {
    const cases: [WizardSelection, FallbackLevel[]][] = [
      // A company gift for Alla hjärtans dag over 5000 kr: nothing fits exactly.
      [
        { recipients: ['barn-0-2'], occasions: ['dop'], categories: ['spel-gaming'], budget: '5000+' },
        ['A', 'B', 'C', 'all'],
      ],
    ];
    for (const [selection, allowed] of cases) {
      const result = await generateForWizard(test.db, selection);
      expect(result.products.length).toBeGreaterThan(0);
      expect(allowed).toContain(result.fallback);
    }
  });

  it('reports each fallback level on a controlled filter', async () => {
    const base = wizardSelectionToCatalogueFilter(mammaJul);
    const noInterest = await generateFromFilter(test.db, { ...base, interests: ['finns-inte'] });
    expect(noInterest.fallback).toBe('A');
    const noOccasion = await generateFromFilter(test.db, {
      ...base,
      interests: ['finns-inte'],
      occasions: ['finns-inte'],
    });
    expect(noOccasion.fallback).toBe('B');
    const noRecipient = await generateFromFilter(test.db, {
      ...base,
      interests: ['finns-inte'],
      occasions: ['finns-inte'],
      toWhom: ['finns-inte'],
    });
    expect(noRecipient.fallback).toBe('C');
    const nothing = await generateFromFilter(test.db, {
      ...base,
      interests: ['finns-inte'],
      occasions: ['finns-inte'],
      toWhom: ['finns-inte'],
      budget: { min: 9_000_000, max: null },
    });
    expect(nothing.fallback).toBe('all');
    expect(nothing.products).toHaveLength(100);
  });

  it('reads every taxonomy category for the slug pages', async () => {
    const categories = await listTaxonomyCategories(test.db);
    expect(categories.length).toBeGreaterThan(5);
    expect(categories.map((category) => category.slug)).toContain('mat-dryck');
  });

  it('AI Express widens the budget 20 % when under 10 products are found', async () => {
    const narrow = await generateExpress(test.db, {
      audiences: ['kvinna'],
      age: null,
      occasions: ['jul'],
      budgetMin: 480,
      budgetMax: 500,
      interests: ['inredning'],
    });
    expect(narrow.widenedBudget).toEqual({ min: 384, max: 600 });
    for (const product of narrow.products) {
      expect(product.priceSEK).toBeGreaterThanOrEqual(384);
      expect(product.priceSEK).toBeLessThanOrEqual(600);
    }
    const wide = await generateExpress(test.db, {
      audiences: ['kvinna'],
      age: null,
      occasions: [],
      budgetMin: 0,
      budgetMax: 999999,
      interests: [],
    });
    expect(wide.widenedBudget).toBeNull();
    expect(wide.products).toHaveLength(100);
  });

  describe('POST /api/generator', () => {
    it('answers the wizard selection with products and the fallback level', async () => {
      const { status, data } = await call({ ...mammaJul, keyword: '  ljus ' });
      expect(status).toBe(200);
      expect(data.fallback).toBe('none');
      expect((data.products as Product[]).length).toBeGreaterThan(0);
    });

    it('answers an AI Express summary', async () => {
      const { status, data } = await call({
        summary: {
          audiences: ['man'],
          age: '60',
          occasions: ['födelsedag'],
          budgetMin: 0,
          budgetMax: 1000,
          interests: [],
        },
      });
      expect(status).toBe(200);
      expect(data).toHaveProperty('widenedBudget');
      expect((data.products as Product[]).length).toBeGreaterThan(0);
    });

    it('reads the visitor texts sent beside the summary (a named product type leads)', async () => {
      const summary = {
        audiences: ['kvinna'],
        age: null,
        occasions: [],
        budgetMin: 0,
        budgetMax: 999999,
        interests: [],
      };
      const { status, data } = await call({
        summary,
        texts: { step1: 'Till min syster', step2: 'Något doftljus' },
      });
      expect(status).toBe(200);
      const titles = (data.products as Product[]).map((product) => product.title.toLowerCase());
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.slice(0, 3).every((title) => title.includes('ljus'))).toBe(true);
    });

    it.each([
      ['not an object', 'inte en mugg'],
      ['a step missing', { step1: 'Till mamma' }],
      ['too long', { step1: 'x'.repeat(1001), step2: '' }],
      ['unknown key', { step1: 'Till mamma', step2: '', step3: '' }],
    ])('refuses bad texts beside the summary (%s) with 400', async (_name, texts) => {
      const summary = { audiences: ['man'], age: null, occasions: [], budgetMin: 0, budgetMax: 1000, interests: [] };
      const { status, data } = await call({ summary, texts });
      expect(status).toBe(400);
      expect(data.error).toMatch(/^Ogiltiga texter för AI Express/);
    });

    it.each([
      ['unknown recipient', { ...mammaJul, recipients: ['katt'] }],
      ['budget missing', { recipients: ['mamma'], occasions: [], categories: [] }],
      ['unknown key', { ...mammaJul, extra: 1 }],
      ['keyword too long', { ...mammaJul, keyword: 'x'.repeat(101) }],
      ['not an object', ['mamma']],
    ])('refuses a bad body (%s) with 400 and a Swedish message', async (_name, body) => {
      const { status, data } = await call(body);
      expect(status).toBe(400);
      expect(data.error).toBe('Ogiltigt urval för presentgeneratorn');
    });

    it('refuses a bad summary, broken JSON and an empty body', async () => {
      const summary = await call({
        summary: { audiences: [], age: null, occasions: [], budgetMin: 900, budgetMax: 100, interests: [] },
      });
      expect(summary.status).toBe(400);
      expect(summary.data.error).toBe('Ogiltig sammanfattning för AI Express');
      const broken = await post('{"recipients": [');
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { error: string }).error).toBe('Ogiltig JSON');
      const empty = await post('');
      expect(empty.status).toBe(400);
    });

    it('refuses bodies over 8 KB with 413', async () => {
      const response = await post(JSON.stringify({ ...mammaJul, keyword: 'x'.repeat(9000) }));
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: string }).error).toBe('Förfrågan är för stor');
    });
  });
});
