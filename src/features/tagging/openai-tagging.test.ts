import { zodTextFormat } from 'openai/helpers/zod';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_IDS } from '../catalogue/concepts/product-types.ts';
import { AGE_GROUPS, AUDIENCES, INTERESTS, OCCASIONS, THEMES, TO_WHOM } from '../catalogue/vocabularies.ts';
import {
  cleanProductTags,
  cleanTaggingAnswer,
  DEFAULT_REJECTION_REASON,
  keepVocabulary,
  MODEL_DESCRIPTION_LIMIT,
  ModelTaggingAnswer,
  modelProductLine,
  parseAnswerText,
  REASON_LIMIT,
  TAGGING_FORMAT_NAME,
  TAGGING_INSTRUCTIONS,
  taggingInput,
} from './openai-tagging.ts';
import { type TaggerInput, tagProduct } from './tagger.ts';

const INPUT: TaggerInput = {
  title: 'Fiskespö Abu Garcia 2,1 m',
  description: '<p>Lätt spö för <b>havsöring</b>.</p><ul><li>Två delar</li></ul>',
  categoryPath: ['Fritid', 'Fiske', 'Spön'],
  brand: 'Abu Garcia',
  price: 449,
  merchant: 'Sportfiskebutiken',
};

const approved = {
  id: 'p1',
  approved: true,
  ai_rejection_reason: null,
  to_whom: ['pappa', 'vän'],
  age_groups: ['vuxen'],
  interests: ['friluftsliv'],
  occasions: ['fars-dag'],
  themes: [],
  audience: 'man',
};

describe('keepVocabulary', () => {
  it.each([
    [
      ['pappa', 'chef', 'vän'],
      ['pappa', 'vän'],
    ],
    [['Pappa ', 'PAPPA', 'pappa'], ['pappa']],
    [['mamma', 7, null, { value: 'vän' }], ['mamma']],
    ['pappa', []],
    [null, []],
    [[], []],
  ])('%j → %j', (value, expected) => {
    expect(keepVocabulary(value, TO_WHOM)).toEqual(expected);
  });
});

describe('cleanProductTags', () => {
  it('keeps an approved answer inside the vocabularies and computes the price bucket from the price', () => {
    expect(cleanProductTags(approved, 449)).toEqual({
      approved: true,
      ai_rejection_reason: null,
      to_whom: ['pappa', 'vän'],
      age_groups: ['vuxen'],
      interests: ['friluftsliv'],
      occasions: ['fars-dag'],
      themes: [],
      audience: 'man',
      price_bucket: '200-500',
      product_type: 'okand',
      product_type_source: null,
    });
    expect(cleanProductTags(approved, null)?.price_bucket).toBeNull();
    expect(cleanProductTags({ ...approved, price_bucket: 'under-200' }, 1200)?.price_bucket).toBe('1000-plus');
  });

  it('drops every invented value, in every facet and the audience', () => {
    const result = cleanProductTags(
      {
        ...approved,
        to_whom: ['chef', 'pappa', 'hund'],
        age_groups: ['40-50', 'vuxen'],
        interests: ['fiske', 'friluftsliv', 'sport'],
        occasions: ['valentin', 'jul'],
        themes: ['retro', 'mysigt'],
        audience: 'alien',
      },
      100,
    );
    expect(result).toMatchObject({
      to_whom: ['pappa'],
      age_groups: ['vuxen'],
      interests: ['friluftsliv'],
      occasions: ['jul'],
      themes: ['mysigt'],
      audience: null,
    });
  });

  it('a rejection keeps no tags and always has a Swedish reason, cleaned and cut', () => {
    const rejected = cleanProductTags(
      { ...approved, approved: false, ai_rejection_reason: 'Reservdel, ingen present' },
      89,
    );
    expect(rejected).toEqual({
      approved: false,
      ai_rejection_reason: 'Reservdel, ingen present',
      to_whom: [],
      age_groups: [],
      interests: [],
      occasions: [],
      themes: [],
      audience: null,
      price_bucket: 'under-200',
      product_type: 'okand',
      product_type_source: null,
    });
    expect(cleanProductTags({ ...approved, approved: false, ai_rejection_reason: null }, 89)?.ai_rejection_reason).toBe(
      DEFAULT_REJECTION_REASON,
    );
    expect(
      cleanProductTags({ ...approved, approved: false, ai_rejection_reason: '  \n ' }, 89)?.ai_rejection_reason,
    ).toBe(DEFAULT_REJECTION_REASON);
    const messy = cleanProductTags(
      { ...approved, approved: false, ai_rejection_reason: 'Kabel\u0000 <b>till</b>\n laddare' },
      1,
    );
    expect(messy?.ai_rejection_reason).toBe('Kabel b till /b laddare');
    const long = cleanProductTags({ ...approved, approved: false, ai_rejection_reason: 'x'.repeat(500) }, 1);
    expect(long?.ai_rejection_reason).toHaveLength(REASON_LIMIT);
    expect(long?.ai_rejection_reason?.endsWith('…')).toBe(true);
  });

  it('takes the type from the ontology’s ids, else the offline type, and always keeps an admin’s type', () => {
    const offline = { type: 'tradgardsredskap', source: 'title' as const };
    expect(cleanProductTags({ ...approved, product_type: 'whisky' }, 449, offline)).toMatchObject({
      product_type: 'whisky',
      product_type_source: 'model',
    });
    for (const invented of ['fiskespö', 'okand', '', 42, null])
      expect(cleanProductTags({ ...approved, product_type: invented }, 449, offline)).toMatchObject({
        product_type: 'tradgardsredskap',
        product_type_source: 'title',
      });
    expect(cleanProductTags({ ...approved, product_type: 'whisky' }, 449)).toMatchObject({ product_type: 'whisky' });
    const admin = { type: 'soffa', source: 'admin' as const };
    expect(cleanProductTags({ ...approved, approved: false, product_type: 'whisky' }, 449, admin)).toMatchObject({
      approved: false,
      product_type: 'soffa',
      product_type_source: 'admin',
    });
  });

  it.each([[null], ['text'], [[]], [{ ...approved, approved: 'ja' }], [{ id: 'p1' }]])(
    'an answer without a yes/no on approval is unusable: %j',
    (answer) => {
      expect(cleanProductTags(answer, 100)).toBeNull();
    },
  );
});

describe('cleanTaggingAnswer', () => {
  const requested = [
    { id: 'p1', input: INPUT },
    { id: 'p2', input: { ...INPUT, price: 1500 } },
    { id: 'p3', input: INPUT },
  ];

  it('maps answers back to the requested products by id, ignoring ids it never asked about', () => {
    const results = cleanTaggingAnswer(
      {
        products: [
          { ...approved, id: 'p2' },
          { ...approved, id: 'okänd' },
          { ...approved, id: 'p1', to_whom: ['mamma'] },
          { ...approved, id: 'p1', to_whom: ['barn'] },
          { ...approved, id: 'p3', approved: 'kanske' },
        ],
      },
      requested,
    );
    expect([...results.keys()].sort()).toEqual(['p1', 'p2']);
    expect(results.get('p1')?.to_whom).toEqual(['mamma']);
    expect(results.get('p2')?.price_bucket).toBe('1000-plus');
  });

  it('gives a product the model typed with no id of the ontology the offline tagger’s type', () => {
    const results = cleanTaggingAnswer(
      {
        products: [
          { ...approved, id: 'p1', product_type: 'fiskespö' },
          { ...approved, id: 'p2', product_type: 'whisky' },
        ],
      },
      requested,
    );
    expect(results.get('p1')).toMatchObject({ product_type: tagProduct(INPUT).product_type });
    expect(results.get('p1')?.product_type_source).toBe(tagProduct(INPUT).product_type_source);
    expect(results.get('p2')).toMatchObject({ product_type: 'whisky', product_type_source: 'model' });
    const admin = cleanTaggingAnswer({ products: [{ ...approved, id: 'a', product_type: 'whisky' }] }, [
      { id: 'a', input: { ...INPUT, adminType: 'presentkort' } },
    ]);
    expect(admin.get('a')).toMatchObject({ product_type: 'presentkort', product_type_source: 'admin' });
  });

  it.each([[null], [{}], [{ products: 'p1' }], [[approved]], [parseAnswerText('{"products": [')]])(
    'an answer of the wrong shape maps nothing: %j',
    (answer) => {
      expect(cleanTaggingAnswer(answer, requested).size).toBe(0);
    },
  );
});

describe('the prompt', () => {
  it('starts with the fixed vocabulary, every value of every facet', () => {
    expect(TAGGING_INSTRUCTIONS.startsWith('TILLÅTNA VÄRDEN')).toBe(true);
    const vocabulary = TAGGING_INSTRUCTIONS.split('\n\n')[0] ?? '';
    for (const value of [...TO_WHOM, ...AGE_GROUPS, ...INTERESTS, ...OCCASIONS, ...THEMES, ...AUDIENCES])
      expect(vocabulary).toContain(`"${value}"`);
  });

  it('sends the products as JSON lines with their ids, descriptions as plain text cut to a fixed length', () => {
    const long = { ...INPUT, description: `<div>${'Ord '.repeat(400)}</div>` };
    const text = taggingInput([
      { id: 'a1', input: INPUT },
      { id: 'a2', input: long },
    ]);
    const lines = text.split('\n').slice(1);
    expect(text.split('\n')[0]).toBe('Produkter (2 st):');
    expect(lines.map((line) => JSON.parse(line).id)).toEqual(['a1', 'a2']);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      id: 'a1',
      title: 'Fiskespö Abu Garcia 2,1 m',
      description: expect.not.stringContaining('<'),
      category: 'Fritid > Fiske > Spön',
      brand: 'Abu Garcia',
      merchant: 'Sportfiskebutiken',
      price: 449,
    });
    expect(modelProductLine('a2', long).description.length).toBeLessThanOrEqual(MODEL_DESCRIPTION_LIMIT);
    expect(modelProductLine('a3', { ...INPUT, googleCategory: '1926' }).google_category).toBe('1926');
  });

  it('the structured output format is a strict JSON schema listing the vocabularies', () => {
    const format = zodTextFormat(ModelTaggingAnswer, TAGGING_FORMAT_NAME);
    expect(format.type).toBe('json_schema');
    expect(format.strict).toBe(true);
    expect(format.name).toBe(TAGGING_FORMAT_NAME);
    const schema = JSON.stringify(format.schema);
    for (const value of [...TO_WHOM, ...INTERESTS, ...AUDIENCES, ...PRODUCT_TYPE_IDS])
      expect(schema).toContain(JSON.stringify(value));
    expect(schema).toContain('"required"');
    // Structured outputs: an enum of more than 250 values may hold at most 15,000 characters in all.
    expect(PRODUCT_TYPE_IDS.join('').length).toBeLessThanOrEqual(15_000);
    expect(TAGGING_INSTRUCTIONS).toContain('product_type');
  });
});
