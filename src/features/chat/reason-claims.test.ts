import { describe, expect, it } from 'vitest';
import { product } from './fixtures/products.ts';
import { reasonClaims } from './reason-claims.ts';

describe('reason claims for the model path', () => {
  it('lists per interest only the candidates that match it', () => {
    const grinder = {
      product: product({ id: 'grinder', title: 'Kaffekvarn för hand', productType: 'kaffetillbehor' }),
      score: 10,
      reasons: { interest: 'kaffe', recipient: true, occasion: null },
    };
    const tea = {
      product: product({ id: 'tea', title: 'Teprovning med tolv teer', productType: 'te' }),
      score: 8,
      reasons: { interest: null, recipient: true, occasion: null },
    };
    const claims = reasonClaims([grinder, tea], {
      recipient: 'din mamma',
      interests: ['kaffe'],
      occasion: null,
      budgetMin: null,
      budgetMax: 500,
    });
    expect(claims.terms).toEqual([{ term: 'kaffe', ids: ['grinder'] }]);
  });
});
