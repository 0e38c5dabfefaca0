import { describe, expect, it } from 'vitest';
import {
  canSubmitQuickForm,
  emptyQuickForm,
  formatBudgetAmount,
  quickFormMessage,
  readBudgetInput,
  setBudgetMax,
  setBudgetMin,
  showsQuickForm,
} from './quick-form.ts';

describe('quick form', () => {
  it('defaults to an empty recipient and 350–1800 kr', () => {
    expect(emptyQuickForm()).toEqual({ recipient: '', budgetMin: 350, budgetMax: 1800, interests: '' });
  });

  it('builds the message line by line', () => {
    expect(quickFormMessage({ recipient: ' pappa ', budgetMin: 350, budgetMax: 1800, interests: 'fiske' })).toBe(
      'Present till: pappa\nBudget: 350 - 1800 kr\nIntressen: fiske',
    );
    expect(quickFormMessage({ recipient: 'mamma', budgetMin: 200, budgetMax: 500, interests: '  ' })).toBe(
      'Present till: mamma\nBudget: 200 - 500 kr',
    );
  });

  it('sends nothing when only the budget line would result', () => {
    expect(quickFormMessage({ ...emptyQuickForm(), recipient: '   ' })).toBeNull();
  });

  it('needs a recipient and no request running to submit', () => {
    expect(canSubmitQuickForm(emptyQuickForm(), false)).toBe(false);
    expect(canSubmitQuickForm({ ...emptyQuickForm(), recipient: 'x' }, false)).toBe(true);
    expect(canSubmitQuickForm({ ...emptyQuickForm(), recipient: 'x' }, true)).toBe(false);
  });

  it('keeps the budget within 50–5000 in steps of 50, empty counting as 50', () => {
    expect(readBudgetInput('')).toBe(50);
    expect(readBudgetInput('10')).toBe(50);
    expect(readBudgetInput('9000')).toBe(5000);
    expect(readBudgetInput('420')).toBe(400);
    expect(readBudgetInput('430')).toBe(450);
    expect(readBudgetInput('abc')).toBe(50);
  });

  it('never lets the minimum exceed the maximum or the maximum go below the minimum', () => {
    const form = emptyQuickForm();
    expect(setBudgetMin(form, '2500').budgetMin).toBe(1800);
    expect(setBudgetMax(form, '100').budgetMax).toBe(350);
    expect(setBudgetMax(form, '').budgetMax).toBe(350);
    expect(setBudgetMin(form, '').budgetMin).toBe(50);
  });

  it('shows a maximum of 5000 or more as "5 000+"', () => {
    expect(formatBudgetAmount(5000, 'max')).toBe('5 000+');
    expect(formatBudgetAmount(1800, 'max')).toBe('1 800');
    expect(formatBudgetAmount(350, 'min')).toBe('350');
    expect(formatBudgetAmount(5000, 'min')).toBe('5 000');
  });

  it('appears at the start of a conversation until skipped, submitted or a message is typed', () => {
    const base = { dismissed: false, submittedThisSession: false, closedByMessage: false, messageCount: 1 };
    expect(showsQuickForm(base)).toBe(true);
    expect(showsQuickForm({ ...base, dismissed: true })).toBe(false);
    expect(showsQuickForm({ ...base, submittedThisSession: true })).toBe(false);
    expect(showsQuickForm({ ...base, closedByMessage: true })).toBe(false);
    expect(showsQuickForm({ ...base, messageCount: 3 })).toBe(false);
  });
});
