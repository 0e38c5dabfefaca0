import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductsByIds } from '../../src/features/catalogue/catalogue.server.ts';
import { ASK_BUDGET_QUESTION, ASK_RECIPIENT_QUESTION } from '../../src/features/chat/compose.ts';
import { extractProductIds, MORE_SUGGESTIONS_TEXT } from '../../src/features/chat/messages.ts';
import { parseSseText } from '../../src/features/chat/sse.ts';
import { setAiEngine } from '../../src/lib/ai/ai.server.ts';
import { createOfflineEngine } from '../../src/lib/ai/engines.ts';
import { POST } from '../../src/pages/api/chat.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

type Turn = { role: 'user' | 'assistant'; content: string };

function post(body: string): Promise<Response> {
  const request = new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return Promise.resolve(POST({ request } as unknown as APIContext));
}

/** Sends the conversation and returns the streamed reply text. */
async function reply(messages: Turn[]): Promise<{ text: string; raw: string; response: Response }> {
  const response = await post(JSON.stringify({ messages }));
  const raw = await response.text();
  const parsed = parseSseText(raw);
  return { text: parsed.deltas.join(''), raw, response };
}

/** A conversation: each user text in turn, with the assistant's replies in between. */
async function converse(...texts: string[]): Promise<{ history: Turn[]; replies: string[] }> {
  const history: Turn[] = [];
  const replies: string[] = [];
  for (const text of texts) {
    history.push({ role: 'user', content: text });
    const { text: answer } = await reply(history);
    history.push({ role: 'assistant', content: answer });
    replies.push(answer);
  }
  return { history, replies };
}

describe('POST /api/chat with the offline engine (PGlite + demo catalogue)', () => {
  const test = useDemoDatabase();
  beforeAll(async () => {
    setAiEngine(createOfflineEngine({ chunkDelayMs: 0 }));
  });
  afterAll(async () => {
    setAiEngine(undefined);
  });

  it('streams OpenAI-style chunks ending with [DONE]', async () => {
    const { raw, response, text } = await reply([
      { role: 'user', content: 'Present till mamma som gillar kaffe, max 400 kr' },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(raw.trimEnd().endsWith('data: [DONE]')).toBe(true);
    for (const event of raw.trim().split('\n\n').slice(0, -1)) {
      expect(JSON.parse(event.replace(/^data: /, ''))).toEqual({
        choices: [{ delta: { content: expect.any(String) } }],
      });
    }
    expect(raw.split('\n\n').length).toBeGreaterThan(10);
    expect(text).toContain('🎁');
  });

  it('names at most 3 real, active products inside the stated budget', async () => {
    const cases: [string, number | null, number][] = [
      ['Present till pappa som älskar att fiska, max 500 kr', null, 500],
      ['Julklapp till min fru som gillar yoga och te, 200-600 kr', 200, 600],
      ['Något till en kollega för runt 300 kr', 240, 360],
      ['Present till: farmor\nBudget: 350 - 1800 kr\nIntressen: trädgård', 350, 1800],
    ];
    for (const [text, min, max] of cases) {
      const { text: answer } = await reply([{ role: 'user', content: text }]);
      const ids = extractProductIds(answer);
      expect(ids.length, text).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(3);
      const products = await getProductsByIds(test.db, ids);
      expect(products).toHaveLength(ids.length);
      for (const product of products) {
        expect(product.priceSEK, product.title).not.toBeNull();
        expect(product.priceSEK!).toBeLessThanOrEqual(max);
        if (min !== null) expect(product.priceSEK!).toBeGreaterThanOrEqual(min);
      }
    }
  });

  it('gives why each product fits: recipient, interest and budget', async () => {
    const { text } = await reply([{ role: 'user', content: 'Present till pappa som älskar att fiska, max 500 kr' }]);
    expect(text).toMatch(/din pappa/);
    expect(text).toMatch(/fiske/);
    // The budget once, in the opening, when every suggestion keeps to it.
    expect(text.split('\n')[0]).toMatch(/under 500 kr/);
  });

  it('does not repeat products when asked for more, also after "billigare"', async () => {
    const { replies } = await converse(
      'Present till pappa som älskar att fiska, max 500 kr',
      MORE_SUGGESTIONS_TEXT,
      'något annat',
      'billigare',
    );
    const seen = new Set<string>();
    for (const answer of replies) {
      for (const id of extractProductIds(answer)) {
        expect(seen.has(id), `repeated ${id}`).toBe(false);
        seen.add(id);
      }
    }
    // Only fishing gear is suggested for an angler: once it runs out, the reply says so instead of filling up.
    expect(seen.size).toBeGreaterThanOrEqual(2);
    for (const answer of replies) {
      if (extractProductIds(answer).length === 0) expect(answer).toMatch(/inga fler|hittar tyvärr inga/);
    }
    const cheaper = await getProductsByIds(test.db, extractProductIds(replies[3] ?? ''));
    for (const product of cheaper) expect(product.priceSEK!).toBeLessThanOrEqual(350);
  });

  it('follows "till en kollega istället" to the new recipient', async () => {
    const { replies } = await converse('Present till mamma som gillar kaffe, max 400 kr', 'till en kollega istället');
    expect(replies[1]).toMatch(/kollega/);
    expect(extractProductIds(replies[1] ?? '').length).toBeGreaterThan(0);
  });

  it('asks one follow-up question when the budget is missing instead of guessing', async () => {
    const { text } = await reply([{ role: 'user', content: 'Present till mamma som gillar kaffe' }]);
    expect(text).toContain(ASK_BUDGET_QUESTION);
    expect(extractProductIds(text)).toEqual([]);
    expect(text.match(/\?/g)).toHaveLength(1);
  });

  it('asks who the present is for when the recipient is missing', async () => {
    const { text } = await reply([{ role: 'user', content: 'Hej! Jag behöver en present för max 300 kr' }]);
    expect(text).toContain(ASK_RECIPIENT_QUESTION);
    expect(extractProductIds(text)).toEqual([]);
  });

  it('suggests after the question was answered, and does not ask twice', async () => {
    const { replies } = await converse('Present till mamma som gillar kaffe', 'runt 300 kr');
    expect(extractProductIds(replies[1] ?? '').length).toBeGreaterThan(0);
    const { replies: again } = await converse('Present till mamma som gillar kaffe', 'vet inte');
    expect(again[1]).not.toContain(ASK_BUDGET_QUESTION);
    expect(extractProductIds(again[1] ?? '').length).toBeGreaterThan(0);
  });

  it('offers only the wider search that "visa några förslag" then runs, and never repeats an empty answer', async () => {
    const football = await converse('min son fyller 16 och spelar fotboll, 500', 'Vet inte, visa några förslag');
    expect(football.replies[0]).toMatch(/^Jag hittar tyvärr inga bollsportprylar till din son under 500 kr/);
    expect(football.replies[0]).toContain('närliggande presenter');
    expect(football.replies[1]).toMatch(/^Jag hittar inga bollsportprylar just nu, men här är/);
    expect(extractProductIds(football.replies[1] ?? '').length).toBeGreaterThan(0);
    const golf = await converse(
      'pappa gillar golf, 300',
      'lite dyrare får det vara, typ 800',
      'Vet inte, visa några förslag',
    );
    expect(golf.replies[2]).not.toEqual(golf.replies[1]);
    expect(golf.replies[2]).toMatch(/^Tyvärr hittar jag inget annat nära det du bad om till din pappa/);
  });

  it('names what it found as what it is and what the visitor likes as they would say it', async () => {
    const { replies } = await converse('pappa grillar jämt, 400');
    expect(replies[0]).toMatch(/^Jag hittar bara två grilltillbehör till din pappa under 400 kr/);
    expect(replies[0]).toContain('som gillar att grilla');
    expect(replies[0]).not.toMatch(/gillar grill\b/);
    // The demo has no cut flowers: a box of meadow-flower seeds is not what was asked for, and flowers asked for are
    // not something the colleague is said to like.
    const flowers = await converse('kollegan fyller 60 och vi vill ge blommor, ca 500 kr');
    expect(flowers.replies[0]).toMatch(/^Jag hittar tyvärr inga blommor till din kollega/);
    expect(extractProductIds(flowers.replies[0] ?? '')).toHaveLength(0);
    // Nothing for the grill in the range asked for: what costs a little less, said as such.
    const grill = await converse('svågern grillar allt, 300-400 kr');
    expect(grill.replies[0]).toMatch(
      /^Jag hittar inga grilltillbehör i prisklassen 300–400 kr just nu, men strax under/,
    );
    const cheaper = await getProductsByIds(test.db, extractProductIds(grill.replies[0] ?? ''));
    expect(cheaper.length).toBeGreaterThan(0);
    for (const product of cheaper) expect(product.priceSEK).toBeGreaterThanOrEqual(240);
  });

  it('answers a first message as a first answer, whatever it says about price', async () => {
    const { replies } = await converse('en tjej jag dejtar, första julen, inte för dyrt');
    expect(replies[0]).not.toMatch(/billigare alternativ/);
    expect(extractProductIds(replies[0] ?? '')).toHaveLength(3);
    expect(replies[0]).not.toMatch(/till kollegan/);
  });

  it('reads who the present is for when several people are named', async () => {
    const { replies } = await converse('kollegan ska bli pappa, vi vill ge något till bebisen, 400 kr');
    const ids = extractProductIds(replies[0] ?? '');
    expect(ids.length).toBe(3);
    const products = await getProductsByIds(test.db, ids);
    for (const product of products) expect(product.audiences).toContain('barn');
  });

  it('rules out what the products are, not the interests they were tagged for', async () => {
    const { replies } = await converse('sonen fyller 12, 500 kr', 'inget med gaming, han spelar för mycket redan');
    const products = await getProductsByIds(test.db, extractProductIds(replies[1] ?? ''));
    expect(products.map((product) => product.title)).toContain('Sällskapsspelet Snabba ord');
    for (const product of products) expect(product.title).not.toMatch(/gaming/i);
  });

  it('never names an inactive product', async () => {
    const question: Turn[] = [{ role: 'user', content: 'Present till mamma som gillar inredning, max 800 kr' }];
    const first = extractProductIds((await reply(question)).text);
    await test.db.query('UPDATE products SET is_active = false WHERE id = ANY($1::uuid[])', [first]);
    const second = extractProductIds((await reply(question)).text);
    expect(second.length).toBeGreaterThan(0);
    for (const id of second) expect(first).not.toContain(id);
    await test.db.query('UPDATE products SET is_active = true WHERE id = ANY($1::uuid[])', [first]);
  });

  it('answers awkward requests honestly, never with an error or a product that breaks a filter', async () => {
    // Only negatives: one question, then suggestions that keep both filters.
    const negatives = await converse('inget ätbart, ingen plast', 'Vet inte, visa några förslag');
    expect(negatives.replies[0]).toContain(ASK_RECIPIENT_QUESTION);
    const shown = await getProductsByIds(test.db, extractProductIds(negatives.replies[1] ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    for (const product of shown) {
      expect(`${product.title} ${product.description}`.toLowerCase(), product.title).not.toMatch(/plast/);
      expect(product.productType ?? '', product.title).not.toMatch(/^(choklad|godis|kaffe|te|delikatess|presentkorg)$/);
    }
    // A budget under the cheapest product: says so.
    const { text: tooCheap, response } = await reply([{ role: 'user', content: 'present till mamma, max 20 kr' }]);
    expect(response.status).toBe(200);
    expect(extractProductIds(tooCheap)).toEqual([]);
    expect(tooCheap).toMatch(/hittade tyvärr inga presenter till din mamma under 20 kr/);
    // English, and a message at the 2,000-character limit: an answer, not an error.
    const english = await reply([{ role: 'user', content: 'a gift for my dad who likes fishing, around 400 kr' }]);
    expect(english.response.status).toBe(200);
    expect(english.text).toMatch(/fiske|🎁/);
    const long = `Min mamma fyller 65 och gillar trädgård och te, runt 500 kr. ${'Hon är snäll. '.repeat(200)}`.slice(
      0,
      2000,
    );
    const longReply = await reply([{ role: 'user', content: long }]);
    expect(longReply.response.status).toBe(200);
    expect(longReply.raw.trimEnd().endsWith('data: [DONE]')).toBe(true);
  });

  it('never echoes HTML from the visitor', async () => {
    const { text } = await reply([
      {
        role: 'user',
        content: 'Present till: <img src=x onerror=alert(1)>\nBudget: 200 - 500 kr\nIntressen: <script>x</script>',
      },
    ]);
    expect(text).not.toMatch(/<img|onerror|<script/i);
  });

  it('answers 400 with a clear message for a bad body', async () => {
    const bad = [
      '{}',
      JSON.stringify({ messages: [] }),
      JSON.stringify({ messages: [{ role: 'system', content: 'x' }] }),
      JSON.stringify({ messages: [{ role: 'user', content: 'x'.repeat(2001) }] }),
      JSON.stringify({ messages: Array.from({ length: 31 }, () => ({ role: 'user', content: 'hej' })) }),
      JSON.stringify({
        messages: [
          { role: 'user', content: 'hej' },
          { role: 'assistant', content: 'hej' },
        ],
      }),
    ];
    for (const body of bad) {
      const response = await post(body);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('Ogiltigt chattmeddelande');
    }
    const broken = await post('{not json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Ogiltig JSON' });
    const details = (await (await post('{}')).json()) as { details: { path: string; message: string }[] };
    expect(details.details[0]?.path).toBe('messages');
  });

  it('answers 413 over 32 KB', async () => {
    const messages = Array.from({ length: 20 }, () => ({ role: 'user', content: 'å'.repeat(1000) }));
    const response = await post(JSON.stringify({ messages }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(
      'Konversationen är för lång (högst 32 KB). Börja en ny chatt.',
    );
  });
});
