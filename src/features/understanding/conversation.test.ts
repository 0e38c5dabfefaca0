import { describe, expect, it } from 'vitest';
import {
  adjustBudget,
  asksForMoreOfTheSame,
  continueUnderstanding,
  detectFollowUp,
  type FollowUpIntent,
  mergeUnderstanding,
} from './conversation.ts';
import { understandGiftText } from './understanding.ts';

describe('detectFollowUp', () => {
  it.each<[string, FollowUpIntent[]]>([
    ['billigare', ['cheaper']],
    ['lite billigare tack', ['cheaper']],
    ['för dyrt', ['cheaper']],
    ['det där var alldeles för dyrt', ['cheaper']],
    ['sänk budgeten lite', ['cheaper']],
    ['dyrare', ['pricier']],
    ['något lyxigare', ['pricier']],
    ['får kosta mer', ['pricier']],
    ['fler förslag', ['more']],
    ['något annat', ['more']],
    ['Ge mig fler presentförslag med liknande kriterier', ['more']],
    ['kan du visa andra alternativ', ['more']],
    ['gillar inte dessa', ['more']],
    ['till en kollega istället', ['change-recipient']],
    ['och till min bror då?', ['change-recipient']],
    ['samma sak fast till pappa', ['change-recipient']],
    ['och till jul istället', ['change-occasion']],
    ['börja om', ['restart']],
    ['billigare och till en kollega istället', ['cheaper', 'change-recipient']],
    ['present till mamma', []],
    ['något annat än choklad', ['different']],
    ['något helt annat', ['different']],
    ['Vet inte, visa några förslag', ['show']],
    ['billigare än 300', []],
    ['hon gillar också te', []],
  ])('%s', (text, intents) => {
    expect(detectFollowUp(text).sort()).toEqual([...intents].sort());
  });
});

describe('asksForMoreOfTheSame', () => {
  it('tells "fler förslag" from a wish for other ideas', () => {
    expect(asksForMoreOfTheSame('fler förslag')).toBe(true);
    expect(asksForMoreOfTheSame('visa mer')).toBe(true);
    expect(asksForMoreOfTheSame('har du andra idéer?')).toBe(false);
    expect(asksForMoreOfTheSame('något annat')).toBe(false);
    expect(asksForMoreOfTheSame('fler, men något helt annat')).toBe(false);
  });
});

describe('mergeUnderstanding', () => {
  const start = understandGiftText('present till pappa som fyller 60 och gillar fiske, max 500 kr');

  it('keeps the recipient and adds details', () => {
    const merged = mergeUnderstanding(start, understandGiftText('han gillar också kaffe men inte choklad'));
    expect(merged.recipients).toEqual(['pappa']);
    expect(merged.age).toBe(60);
    expect(merged.keywords).toEqual(['fiske', 'kaffe']);
    expect(merged.excluded).toEqual(['choklad']);
    expect(merged.budgetMax).toBe(500);
    expect(merged.occasions).toEqual(['födelsedag']);
  });

  it('replaces the person on a new recipient but keeps occasion and budget', () => {
    const merged = mergeUnderstanding(start, understandGiftText('till en kollega istället'));
    expect(merged.recipients).toEqual(['kollega']);
    expect(merged.audiences).toEqual(['kollega']);
    expect(merged.age).toBeNull();
    expect(merged.keywords).toEqual([]);
    expect(merged.budgetMax).toBe(500);
    expect(merged.occasions).toEqual(['födelsedag']);
  });

  it('moves one budget bound and keeps the other when it still fits', () => {
    expect(mergeUnderstanding(start, understandGiftText('minst 200'))).toMatchObject({
      budgetMin: 200,
      budgetMax: 500,
    });
    expect(mergeUnderstanding(start, understandGiftText('minst 800'))).toMatchObject({
      budgetMin: 800,
      budgetMax: null,
    });
    expect(mergeUnderstanding(start, understandGiftText('budget spelar ingen roll'))).toMatchObject({
      budgetMax: null,
      budgetUnlimited: true,
    });
  });

  it('takes back an exclusion the visitor now asks for', () => {
    const noWine = understandGiftText('till pappa, inget vin');
    expect(mergeUnderstanding(noWine, understandGiftText('jo förresten, han gillar vin')).excluded).not.toContain(
      'vin',
    );
  });
});

describe('adjustBudget', () => {
  const withMax = understandGiftText('till mamma, max 500 kr');
  const without = understandGiftText('till mamma');

  it('lowers the ceiling by 30 %', () => {
    expect(adjustBudget(withMax, 'cheaper')).toMatchObject({ budgetMin: null, budgetMax: 350 });
  });

  it('uses the shown prices when there is no budget yet', () => {
    expect(adjustBudget(without, 'cheaper', { shownPrices: [300, 400, 500] })).toMatchObject({ budgetMax: 280 });
    expect(adjustBudget(without, 'pricier', { shownPrices: [300, 400, 500] })).toMatchObject({
      budgetMin: 520,
      budgetMax: null,
    });
  });

  it('falls back to fixed limits', () => {
    expect(adjustBudget(without, 'cheaper')).toMatchObject({ budgetMax: 300 });
    expect(adjustBudget(without, 'pricier')).toMatchObject({ budgetMin: 1000 });
  });
});

describe('continueUnderstanding', () => {
  it('runs a conversation turn by turn', () => {
    let understanding = understandGiftText('julklapp till pappa som gillar fiske, max 500 kr');
    const turn = (text: string) => {
      const result = continueUnderstanding(understanding, text, { shownPrices: [299, 450, 499] });
      understanding = result.understanding;
      return result.intents;
    };
    expect(turn('lite billigare')).toEqual(['cheaper']);
    expect(understanding).toMatchObject({ recipients: ['pappa'], budgetMax: 350, occasions: ['jul'] });
    expect(turn('Ge mig fler presentförslag med liknande kriterier')).toEqual(['more']);
    expect(understanding).toMatchObject({ recipients: ['pappa'], budgetMax: 350, keywords: ['fiske'] });
    expect(turn('till en kollega istället')).toEqual(['change-recipient']);
    expect(understanding).toMatchObject({ recipients: ['kollega'], budgetMax: 350, keywords: [], occasions: ['jul'] });
    expect(turn('under 200 istället')).toEqual([]);
    expect(understanding).toMatchObject({ budgetMax: 200 });
    expect(turn('börja om, present till mamma')).toEqual(['restart']);
    expect(understanding).toMatchObject({ recipients: ['mamma'], budgetMax: null, occasions: [] });
  });

  it('treats "inte så dyrt" in a follow-up as a move down from the current budget', () => {
    const start = understandGiftText('till chefen, max 1000 kr');
    expect(continueUnderstanding(start, 'inte så dyrt').understanding.budgetMax).toBe(700);
  });
});

describe('mergeUnderstanding: one of a group', () => {
  it('reads "svärmor dricker inte" after "svärföräldrar" as a remark about them, keeping the wine as alcohol-free', () => {
    const first = understandGiftText('vin till mina svärföräldrar, 250');
    const next = continueUnderstanding(first, 'förresten, svärmor dricker inte, alkoholfritt').understanding;
    expect(next.recipients).toEqual(['svärföräldrar']);
    expect(next.gender).toBeNull();
    expect(next.budgetMax).toBe(250);
    expect(next.alcoholFree).toBe(true);
    expect(next.productTypes).toContain('alkoholfritt-vin');
  });

  it('still reads a person outside the group as a new recipient', () => {
    const first = understandGiftText('vin till mina svärföräldrar, 250');
    expect(continueUnderstanding(first, 'och något till min bror').understanding.recipients).toEqual(['bror']);
  });
});

describe('continueUnderstanding: something else', () => {
  it('sets aside what was asked for on "något helt annat", keeping the person and the budget', () => {
    const first = understandGiftText('present till mamma som gillar kaffe, 300');
    const { understanding } = continueUnderstanding(first, 'något helt annat');
    expect(understanding).toMatchObject({ recipients: ['mamma'], budgetMax: 300, keywords: [], productTypes: [] });
    expect(understanding.excludedTypes).toContain('kaffe');
  });

  it('rules out the named thing on "något annat än whisky", and only the glasses on "har redan whiskyglas"', () => {
    const first = understandGiftText('min bror gillar whisky, 500');
    const glasses = continueUnderstanding(first, 'han har redan whiskyglas').understanding;
    expect(glasses.keywords).toContain('whisky');
    expect(glasses.excluded).toEqual(['whiskyglas']);
    const other = continueUnderstanding(glasses, 'något annat än whisky').understanding;
    expect(other.keywords).not.toContain('whisky');
    expect(other.excluded).toContain('whisky');
  });

  it('drops the interests a ruled-out word stood for ("inte yoga")', () => {
    const first = understandGiftText('kompis som gillar yoga, 300');
    const { understanding } = continueUnderstanding(first, 'inte yoga, hon gillar också böcker');
    expect(understanding.catalogueInterests).not.toContain('träning');
    expect(understanding.productTypes).toContain('bocker');
  });
});
