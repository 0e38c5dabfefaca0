import { describe, expect, it } from 'vitest';
import { analyzeRequestSchema, step1DataSchema, toExpressSummary } from './analyze.ts';
import { EXPRESS_FAQ, faqStructuredData } from './express-faq.ts';

describe('the analysis request', () => {
  it('takes text and step 1 or 2, nothing else', () => {
    expect(analyzeRequestSchema.safeParse({ text: 'pappa', step: 1 }).success).toBe(true);
    expect(analyzeRequestSchema.safeParse({ text: '', step: 2 }).success).toBe(true);
    expect(analyzeRequestSchema.safeParse({ text: 'pappa', step: 3 }).success).toBe(false);
    expect(analyzeRequestSchema.safeParse({ text: 'pappa', step: '1' }).success).toBe(false);
    expect(analyzeRequestSchema.safeParse({ text: 'pappa', step: 1, more: 1 }).success).toBe(false);
    expect(analyzeRequestSchema.safeParse({ text: 'x'.repeat(1001), step: 1 }).success).toBe(false);
  });

  it('accepts only the option lists in step-1 data', () => {
    expect(step1DataSchema.safeParse({ audiences: ['man'], age: 60, occasions: ['födelsedag'] }).success).toBe(true);
    expect(step1DataSchema.safeParse({ audiences: ['hund'], age: null, occasions: [] }).success).toBe(false);
    expect(step1DataSchema.safeParse({ audiences: ['man'], age: 'sextio', occasions: [] }).success).toBe(false);
  });
});

describe('toExpressSummary', () => {
  it('joins the two analyses into the generator summary, the age as text', () => {
    expect(
      toExpressSummary(
        { audiences: ['man'], age: 60, occasions: ['födelsedag'] },
        { budgetMin: 0, budgetMax: 500, interests: ['matlagning'] },
      ),
    ).toEqual({
      audiences: ['man'],
      age: '60',
      occasions: ['födelsedag'],
      budgetMin: 0,
      budgetMax: 500,
      interests: ['matlagning'],
    });
    expect(
      toExpressSummary(
        { audiences: ['barn'], age: null, occasions: [] },
        { budgetMin: 0, budgetMax: 999999, interests: [] },
      ).age,
    ).toBeNull();
  });
});

describe('the AI Express FAQ', () => {
  it('has five or six questions, each with an answer, as FAQPage data', () => {
    expect(EXPRESS_FAQ.length).toBeGreaterThanOrEqual(5);
    expect(EXPRESS_FAQ.length).toBeLessThanOrEqual(6);
    const data = faqStructuredData(EXPRESS_FAQ) as { '@type': string; mainEntity: { name: string }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(EXPRESS_FAQ.map((entry) => entry.question));
  });
});
