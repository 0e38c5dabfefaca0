import { describe, expect, it } from 'vitest';
import type { ChatTurn } from './chat-request.ts';
import { ASK_BUDGET_QUESTION, ASK_RECIPIENT_QUESTION } from './compose.ts';
import {
  decideReply,
  readConversation,
  recipientPhrase,
  replyFacts,
  safeLabel,
  saidInterestLabel,
} from './conversation.ts';
import { GREETING, MORE_SUGGESTIONS_TEXT } from './messages.ts';

const A = '0b8f1c2e-aaaa-4bbb-8ccc-123456789abc';
const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });

describe('reading a conversation', () => {
  it('reads the first request', () => {
    const reading = readConversation([assistant(GREETING), user('Present till pappa som fiskar, max 500 kr')]);
    expect(reading.understanding.recipients).toEqual(['pappa']);
    expect(reading.understanding.budgetMax).toBe(500);
    expect(decideReply(reading)).toEqual({ action: 'suggest', turn: 'new' });
  });

  it('collects the ids already suggested and the prices for "billigare"', () => {
    const reading = readConversation(
      [user('Present till pappa som fiskar, max 500 kr'), assistant(`🎁 Spö – 450 kr <id: ${A}>`), user('billigare')],
      (id) => (id === A ? 450 : null),
    );
    expect(reading.suggestedIds).toEqual([A]);
    expect(reading.understanding.budgetMax).toBe(350);
    expect(decideReply(reading)).toEqual({ action: 'suggest', turn: 'cheaper' });
  });

  it('reads "Ge mig fler …", "något annat" and "till en kollega istället"', () => {
    const start = [user('Present till pappa som fiskar, max 500 kr'), assistant(`🎁 Spö <id: ${A}>`)];
    expect(decideReply(readConversation([...start, user(MORE_SUGGESTIONS_TEXT)]))).toEqual({
      action: 'suggest',
      turn: 'more',
    });
    expect(decideReply(readConversation([...start, user('något annat')]))).toEqual({ action: 'suggest', turn: 'more' });
    const colleague = readConversation([...start, user('till en kollega istället')]);
    expect(colleague.understanding.recipients).toEqual(['kollega']);
    expect(colleague.understanding.budgetMax).toBe(500);
    expect(decideReply(colleague)).toEqual({ action: 'suggest', turn: 'changed-recipient' });
  });

  it('asks for the recipient first, then the budget, each once', () => {
    expect(decideReply(readConversation([user('hej')]))).toEqual({ action: 'ask', missing: 'recipient' });
    expect(decideReply(readConversation([user('något för max 300 kr')]))).toEqual({
      action: 'ask',
      missing: 'recipient',
    });
    expect(decideReply(readConversation([user('till mamma')]))).toEqual({ action: 'ask', missing: 'budget' });
    const asked = readConversation([user('till mamma'), assistant(`Kul! ${ASK_BUDGET_QUESTION}`), user('vet inte')]);
    expect(asked.askedBudget).toBe(true);
    expect(decideReply(asked)).toEqual({ action: 'suggest', turn: 'new' });
    const whom = readConversation([user('hej'), assistant(ASK_RECIPIENT_QUESTION), user('max 300 kr')]);
    expect(decideReply(whom)).toEqual({ action: 'suggest', turn: 'new' });
  });

  it('does not ask when the visitor wants more', () => {
    expect(decideReply(readConversation([user('till mamma'), assistant('…'), user('fler förslag')]))).toEqual({
      action: 'suggest',
      turn: 'more',
    });
  });

  it('takes the quick form recipient as written when it is a name', () => {
    const reading = readConversation([user('Present till: Anna\nBudget: 350 - 1800 kr\nIntressen: kaffe')]);
    expect(reading.recipientName).toBe('Anna');
    expect(replyFacts(reading)).toMatchObject({ recipient: 'Anna', budgetMin: 350, budgetMax: 1800 });
    expect(decideReply(reading)).toEqual({ action: 'suggest', turn: 'new' });
    expect(readConversation([user('Present till: pappa\nBudget: 350 - 1800 kr')]).recipientName).toBeNull();
  });

  it('never repeats markup from the visitor', () => {
    expect(safeLabel('<img src=x onerror=alert(1)>')).toBe('');
    expect(safeLabel('Anna "Nanna" Berg!')).toBe('Anna Nanna Berg');
    expect(safeLabel('en mycket lång text med många ord')).toBe('');
  });

  it('names the recipient the Swedish way', () => {
    expect(recipientPhrase('pappa', null)).toBe('din pappa');
    expect(recipientPhrase('barnbarn', null)).toBe('ditt barnbarn');
    expect(recipientPhrase('föräldrar', null)).toBe('dina föräldrar');
    expect(recipientPhrase('kvinna', null)).toBe('en kvinna');
    expect(recipientPhrase(undefined, 7)).toBe('en 7-åring');
    expect(recipientPhrase('barn', 7)).toBe('en 7-åring');
    expect(recipientPhrase(undefined, null)).toBeNull();
  });
});

describe('saying only what the visitor said', () => {
  it('names the part of a joined interest the visitor named', () => {
    const facts = replyFacts(readConversation([{ role: 'user', content: '15-åring, 400 kr, hon gillar musik' }]));
    expect(facts.interests).toContain('musik');
    expect(facts.interests).not.toContain('musik och film');
    expect(facts.interestNames?.['musik/film']).toBe('musik');
    expect(saidInterestLabel('musik/film', 'han älskar filmer')).toBe('film');
    expect(saidInterestLabel('musik/film', 'gillar skivor')).toBe('musik och film');
    expect(saidInterestLabel('musik/film', 'pappa som gillar jazz och vin')).toBe('musik');
    expect(saidInterestLabel('matlagning', 'lagar mat')).toBe('matlagning');
  });

  it('says a product word asked for is liked only when the visitor said so', () => {
    const asked = replyFacts(
      readConversation([{ role: 'user', content: 'mobilskal till iphone 15, till min syster' }]),
    );
    expect(asked.interests).not.toContain('mobilskal');
    expect(asked.namedThings).toContain('mobilskal');
    const liked = replyFacts(readConversation([{ role: 'user', content: 'pappa som gillar whisky, 800' }]));
    expect(liked.interests).toContain('whisky');
  });

  it('names a keyword as it reads after "gillar"', () => {
    const facts = replyFacts(readConversation([{ role: 'user', content: 'min fru läser deckare och grillar, 350' }]));
    expect(facts.interests).toEqual(expect.arrayContaining(['böcker', 'att grilla']));
    expect(facts.interests).not.toContain('bok');
  });
});
