import { describe, expect, it } from 'vitest';
import { BATCH_ENDPOINT, batchInputLine, readBatchOutput, responseBodyText } from './openai-batch.ts';
import type { TaggerInput } from './tagger.ts';

const INPUT: TaggerInput = {
  title: 'Kortlek i trä',
  description: '',
  categoryPath: ['Spel'],
  brand: '',
  price: 149,
  merchant: 'Spelbutiken',
};

function body(text: string) {
  return {
    object: 'response',
    output: [
      { type: 'reasoning', summary: [] },
      { type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] },
    ],
  };
}

function answer(id: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    products: [
      {
        id,
        approved: true,
        ai_rejection_reason: null,
        to_whom: ['vän'],
        age_groups: [],
        interests: ['gaming'],
        occasions: [],
        themes: [],
        audience: 'unisex',
        ...extra,
      },
    ],
  });
}

function line(customId: string, status: number, responseBody: unknown, error: unknown = null): string {
  return JSON.stringify({
    id: `r-${customId}`,
    custom_id: customId,
    response: { status_code: status, body: responseBody },
    error,
  });
}

describe('batchInputLine', () => {
  it('is one request to the Responses API with the product id as custom_id', () => {
    expect(JSON.parse(batchInputLine('p1', { model: 'm', input: 'x' }))).toEqual({
      custom_id: 'p1',
      method: 'POST',
      url: '/v1/responses',
      body: { model: 'm', input: 'x' },
    });
    expect(BATCH_ENDPOINT).toBe('/v1/responses');
  });
});

describe('responseBodyText', () => {
  it('joins the output_text parts of the messages', () => {
    expect(responseBodyText(body('{"a":1}'))).toBe('{"a":1}');
    expect(responseBodyText({ output: [] })).toBe('');
    expect(responseBodyText(null)).toBe('');
    expect(responseBodyText({ output: [{ type: 'message', content: [{ type: 'refusal', refusal: 'nej' }] }] })).toBe(
      '',
    );
  });
});

describe('readBatchOutput', () => {
  const sent = new Map([
    ['p1', INPUT],
    ['p2', INPUT],
    ['p3', INPUT],
    ['p4', INPUT],
    ['p5', INPUT],
  ]);

  it('keeps readable answers by custom_id and counts every other line unusable', () => {
    const text = [
      line('p2', 200, body(answer('p2', { interests: ['gaming', 'kortspel'], to_whom: ['kompis', 'vän'] }))),
      '',
      line('p1', 200, body(answer('p1'))),
      line('p3', 500, { error: { message: 'server' } }),
      line('p4', 200, body('{"products": [')),
      JSON.stringify({ custom_id: 'p5', response: null, error: { code: 'batch_expired', message: 'utgången' } }),
      line('okänd', 200, body(answer('okänd'))),
      'inte json',
    ].join('\n');
    const reading = readBatchOutput(text, sent);
    expect([...reading.results.keys()].sort()).toEqual(['p1', 'p2']);
    expect(reading.results.get('p2')).toMatchObject({
      interests: ['gaming'],
      to_whom: ['vän'],
      price_bucket: 'under-200',
    });
    expect(reading.unusable).toBe(5);
  });

  it('an answer naming another product than its custom_id is unusable', () => {
    const reading = readBatchOutput(line('p1', 200, body(answer('p2'))), sent);
    expect(reading.results.size).toBe(0);
    expect(reading.unusable).toBe(1);
  });

  it('adds to an earlier reading (output file, then error file)', () => {
    const first = readBatchOutput(line('p1', 200, body(answer('p1'))), sent);
    const both = readBatchOutput(line('p2', 429, { error: { message: 'rate' } }), sent, first);
    expect(both.results.size).toBe(1);
    expect(both.unusable).toBe(1);
  });
});
