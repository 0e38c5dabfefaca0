import { describe, expect, it } from 'vitest';
import { ANALYSIS_ERRORS, analyzeGiftInput, analyzeStep1, analyzeStep2 } from './analyze.ts';

describe('analyzeStep1', () => {
  it.each([
    ['Min mamma som fyller 60', { audiences: ['kvinna'], age: 60, occasions: ['födelsedag'] }],
    ['pappa, fars dag', { audiences: ['man'], age: null, occasions: ['fars-dag'] }],
    ['min fru, alla hjärtans dag', { audiences: ['partner', 'kvinna'], age: null, occasions: ['alla-hjartans-dag'] }],
    ['en kollega som slutar, julklapp', { audiences: ['kollega'], age: null, occasions: ['tack', 'jul'] }],
    ['chefen', { audiences: ['chef'], age: null, occasions: [] }],
    ['ett nygift par', { audiences: ['par'], age: null, occasions: ['bröllop'] }],
    ['hela familjen till jul', { audiences: ['familj'], age: null, occasions: ['jul'] }],
    ['en 7-åring på kalas', { audiences: ['barn'], age: 7, occasions: ['födelsedag'] }],
    ['min bästa vän som flyttat', { audiences: ['vän'], age: null, occasions: ['inflyttning'] }],
    ['sonen tar studenten', { audiences: ['barn'], age: null, occasions: ['student'] }],
    // The school leaver when nobody else is named; a couple buying for their own home.
    ['studenten', { audiences: ['barn'], age: null, occasions: ['student'] }],
    ['oss själva', { audiences: ['par'], age: null, occasions: [] }],
    ['doppresent', { audiences: ['barn'], age: null, occasions: ['dop'] }],
    ['mors dag', { audiences: ['kvinna'], age: null, occasions: ['mors-dag'] }],
    ['grannen, som tack för hjälpen', { audiences: ['vän'], age: null, occasions: ['tack'] }],
  ])('%s', (text, data) => {
    expect(analyzeStep1(text)).toEqual({ ok: true, data });
  });

  it('reports an unidentified recipient with the spec message', () => {
    expect(analyzeStep1('något roligt')).toEqual({ ok: false, error: 'Kunde inte identifiera mottagare' });
    expect(analyzeStep1('en 40-åring')).toEqual({ ok: false, error: ANALYSIS_ERRORS.noRecipient });
  });

  it('reports empty input with the spec message', () => {
    expect(analyzeStep1('')).toEqual({ ok: false, error: 'Kunde inte tolka inmatningen' });
    expect(analyzeStep1('  ?! ')).toEqual({ ok: false, error: ANALYSIS_ERRORS.unreadable });
  });
});

describe('analyzeStep2', () => {
  it.each([
    ['max 500 kr, hon gillar att laga mat', { budgetMin: null, budgetMax: 500, interests: ['matlagning'] }],
    ['runt 300, gillar gaming och teknik', { budgetMin: 240, budgetMax: 360, interests: ['spel', 'tech'] }],
    ['200-400 kr, tränar och reser mycket', { budgetMin: 200, budgetMax: 400, interests: ['träning', 'resor'] }],
    ['budget spelar ingen roll, inredning', { budgetMin: null, budgetMax: null, interests: ['inredning'] }],
    ['yoga och meditation', { budgetMin: null, budgetMax: null, interests: ['hälsa', 'träning'] }],
    ['minst 1000 kronor', { budgetMin: 1000, budgetMax: null, interests: [] }],
    ['hon gillar fiske', { budgetMin: null, budgetMax: null, interests: [] }],
  ])('%s', (text, data) => {
    expect(analyzeStep2(text)).toEqual({ ok: true, data });
  });

  it('only fails on empty input', () => {
    expect(analyzeStep2('')).toEqual({ ok: false, error: 'Kunde inte tolka inmatningen' });
  });
});

describe('analyzeGiftInput', () => {
  it('dispatches on the step', () => {
    expect(analyzeGiftInput('mamma', 1)).toEqual({
      ok: true,
      data: { audiences: ['kvinna'], age: null, occasions: [] },
    });
    expect(analyzeGiftInput('under 200', 2)).toEqual({
      ok: true,
      data: { budgetMin: null, budgetMax: 200, interests: [] },
    });
  });
});
