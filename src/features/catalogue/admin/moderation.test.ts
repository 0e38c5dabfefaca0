import { describe, expect, it } from 'vitest';
import { keepsRow, titleMatches } from './moderation.ts';

describe('keepsRow', () => {
  it('keeps every row in the full list and only matching rows in a filtered one', () => {
    expect(keepsRow('all', false)).toBe(true);
    expect(keepsRow('all', true)).toBe(true);
    expect(keepsRow('active', true)).toBe(true);
    expect(keepsRow('active', false)).toBe(false);
    expect(keepsRow('hidden', false)).toBe(true);
    expect(keepsRow('hidden', true)).toBe(false);
  });
});

describe('titleMatches', () => {
  const products = [
    { title: 'Doftljus Äpple' },
    { title: 'Ljusstake i mässing' },
    { title: 'Kaffekopp', merchant: 'Ljushuset' },
    { title: 'ÄPPELMOS' },
  ];

  it('keeps products whose title contains the text, any case, in the given order', () => {
    expect(titleMatches(products, 'ljus').map((product) => product.title)).toEqual([
      'Doftljus Äpple',
      'Ljusstake i mässing',
    ]);
    expect(titleMatches(products, '  äpp ').map((product) => product.title)).toEqual(['Doftljus Äpple', 'ÄPPELMOS']);
  });

  it('shows at most the top 20 and nothing for empty text', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ title: `Ljus ${index}` }));
    expect(titleMatches(many, 'ljus')).toHaveLength(20);
    expect(titleMatches(many, 'ljus')[19]?.title).toBe('Ljus 19');
    expect(titleMatches(many, '   ')).toEqual([]);
  });
});
