import { describe, expect, it } from 'vitest';
import { product } from './fixtures/products.ts';
import { buildChatPrompt } from './prompt.ts';

const A = '0b8f1c2e-aaaa-4bbb-8ccc-123456789abc';
const facts = { recipient: 'din pappa', interests: ['fiske'], occasion: null, budgetMin: null, budgetMax: 500 };

describe('model prompt', () => {
  it('lists the candidates with id, title, price and description, and the ID-first rules', () => {
    const messages = buildChatPrompt({
      siteName: 'Presentpilot',
      facts,
      ask: null,
      candidates: [
        {
          product: product({ id: A, title: 'Spö | Sthlm', priceSEK: 449 }),
          score: 1,
          reasons: { interest: null, recipient: false, occasion: null },
        },
      ],
      alreadySuggested: 2,
      turns: Array.from({ length: 20 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `m${i}` }) as const),
    });
    const system = messages[0]?.content ?? '';
    expect(messages[0]?.role).toBe('system');
    expect(system).toContain(`- id: ${A} | Spö | 449 kr | En fin present.`);
    expect(system).toContain('ENDAST bland kandidaterna');
    expect(system).toContain('Budget: under 500 kr');
    expect(system).toContain('Upprepa inte');
    expect(messages).toHaveLength(13);
    expect(messages.at(-1)?.content).toBe('m19');
  });

  it('asks for one question instead of products when something is missing', () => {
    const [system] = buildChatPrompt({
      siteName: 'P',
      facts,
      ask: 'budget',
      candidates: [],
      alreadySuggested: 0,
      turns: [],
    });
    expect(system?.content).toMatch(/föreslå inga produkter/);
    expect(system?.content).toContain('Kandidater:\n(inga)');
  });
});
