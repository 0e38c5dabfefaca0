import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  batchPhaseText,
  formatDuration,
  networkRetryDelay,
  secondsLeft,
  startTaggingSchema,
  TAGGING_TEXT,
  taggingPlan,
  taggingSpeed,
  tagProductsSchema,
} from './tagging-rules.ts';

describe('taggingPlan (docs/product/admin-tagging.md#run)', () => {
  it.each([
    ['5000', { batchSize: 100, pauseMs: 1000, maxProducts: 5000 }],
    ['alla', { batchSize: 200, pauseMs: 2000, maxProducts: null }],
    ['taysta', { batchSize: 200, pauseMs: 2000, maxProducts: null }],
    ['merchant', { batchSize: 200, pauseMs: 2000, maxProducts: null }],
  ] as const)('%s', (kind, plan) => {
    expect(taggingPlan(kind)).toEqual(plan);
  });
});

describe('afterFailure (docs/product/admin-tagging.md#run)', () => {
  const detail = { message: 'tidsgräns' };
  it.each([
    ['other', 1, { action: 'retry', delayMs: 2000, message: 'tidsgräns' }],
    ['other', 2, { action: 'retry', delayMs: 4000, message: 'tidsgräns' }],
    ['other', 3, { action: 'stop', message: 'Fel efter flera försök: tidsgräns' }],
    ['other', 7, { action: 'stop', message: 'Fel efter flera försök: tidsgräns' }],
    ['credits', 1, { action: 'stop', message: 'AI-krediter slut' }],
    ['auth', 1, { action: 'stop', message: 'tidsgräns' }],
    ['rate-limit', 1, { action: 'retry', delayMs: 2000, message: TAGGING_TEXT.rateLimit }],
    ['rate-limit', 3, { action: 'retry', delayMs: 6000, message: TAGGING_TEXT.rateLimit }],
    ['rate-limit', 10, { action: 'retry', delayMs: 20_000, message: TAGGING_TEXT.rateLimit }],
    ['rate-limit', 100, { action: 'retry', delayMs: 60_000, message: TAGGING_TEXT.rateLimit }],
  ] as const)('%s, attempt %i', (kind, attempt, outcome) => {
    expect(afterFailure(kind, attempt, detail)).toEqual(outcome);
  });

  it('waits for the provider’s retry-after when it is longer', () => {
    expect(afterFailure('rate-limit', 1, { message: '', retryAfterMs: 7000 })).toMatchObject({ delayMs: 7000 });
    expect(afterFailure('rate-limit', 2, { message: '', retryAfterMs: 1000 })).toMatchObject({ delayMs: 4000 });
  });

  it('uses the spec’s texts verbatim', () => {
    expect(TAGGING_TEXT.sessionExpired).toBe('Session utgången: Din admin-inloggning har gått ut. Logga in igen.');
    expect(TAGGING_TEXT.rateLimit).toBe('Rate limit: För många förfrågningar. Väntar innan nästa försök...');
    expect(TAGGING_TEXT.restartConfirm).toBe(
      'Detta kommer radera all sparad progress och starta om från början. Är du säker?',
    );
  });
});

describe('networkRetryDelay (docs/product/admin-tagging.md#tab: 2 retries, 500 ms × attempt)', () => {
  it.each([
    [0, null],
    [1, 500],
    [2, 1000],
    [3, null],
  ])('attempt %i → %s', (attempt, delay) => {
    expect(networkRetryDelay(attempt)).toBe(delay);
  });
});

describe('speed and time left', () => {
  it.each([
    [200, 0, 2000, 100],
    [0, 0, 2000, null],
    [100, 5000, 5000, null],
    [50, 0, 500, 100],
  ])('%i products from %i to %i ms → %s/s', (processed, from, to, speed) => {
    expect(taggingSpeed(processed, from, to)).toBe(speed);
  });

  it.each([
    [1000, 100, 10],
    [1001, 100, 11],
    [0, 100, 0],
    [0, null, 0],
    [500, null, null],
    [500, 0, null],
  ])('%i left at %s/s → %s s', (remaining, speed, seconds) => {
    expect(secondsLeft(remaining, speed)).toBe(seconds);
  });

  it.each([
    [null, '–'],
    [0, '0 s'],
    [59, '59 s'],
    [61, '1 min 1 s'],
    [3600, '1 h 0 min'],
    [7325, '2 h 2 min'],
  ])('formatDuration(%s) = %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('request schemas', () => {
  it('start: a kind, and a merchant for a merchant run', () => {
    expect(startTaggingSchema.safeParse({ kind: 'alla' }).success).toBe(true);
    expect(startTaggingSchema.safeParse({ kind: 'merchant', merchant: 'Taysta' }).success).toBe(true);
    expect(startTaggingSchema.safeParse({ kind: 'merchant' }).success).toBe(false);
    expect(startTaggingSchema.safeParse({ kind: 'allt' }).success).toBe(false);
    expect(startTaggingSchema.safeParse({ kind: 'alla', x: 1 }).success).toBe(false);
  });

  it('tag-products: defaults of the spec', () => {
    expect(tagProductsSchema.parse({})).toEqual({ offset: 0, limit: 200, tag_all: false });
    expect(tagProductsSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(tagProductsSchema.safeParse({ offset: 1.5 }).success).toBe(false);
  });
});

describe('batchPhaseText', () => {
  it('names the open provider batches and the answered requests, nothing when none is open', () => {
    expect(batchPhaseText({ openBatches: 0, total: 0, done: 0 })).toBeNull();
    expect(batchPhaseText({ openBatches: 1, total: 500, done: 20 })).toBe(
      'väntar på OpenAI-batch (1 batch, 20 av 500 klara)',
    );
    expect(batchPhaseText({ openBatches: 3, total: 12000, done: 13000 })).toBe(
      'väntar på OpenAI-batch (3 batchar, 12\u00a0000 av 12\u00a0000 klara)',
    );
  });
});
