import { describe, expect, it } from 'vitest';
import { tidyRhyme } from './rhyme.server.ts';
import { buildRhymePrompt } from './rhyme-prompt.ts';

describe('rhyme prompt', () => {
  it('asks for a rhyming 4–8 line rhyme naming the recipient without giving the gift away', () => {
    const [system, user] = buildRhymePrompt({
      recipient: 'Greta',
      gift: 'halsduk',
      personalNote: 'stickar',
      tone: 'söt',
    });
    expect(system?.content).toMatch(/4–8 rader/);
    expect(system?.content).toMatch(/avslöja den ALDRIG/);
    expect(user?.content).toBe(
      'Mottagare: Greta\nPresent (får inte avslöjas): halsduk\nPersonlig detalj att väva in: stickar\nTon: söt och varm, gullig utan att bli sliskig',
    );
    expect(buildRhymePrompt({ recipient: 'A', gift: 'b', tone: 'rolig' })[1]?.content).not.toMatch(/Personlig/);
  });

  it('tidies a model answer', () => {
    expect(tidyRhyme('  "Rad  ett\n\n  rad två "  ')).toBe('Rad ett\nrad två');
  });
});
