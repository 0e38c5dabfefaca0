import { describe, expect, it } from 'vitest';
import { cleanProductIds, sharedListFromSearch, shareListPath } from './share.ts';
import { productIdsQuerySchema } from './share-query.ts';

const A = '3f1c2b7a-1d2e-5f60-8a9b-0c1d2e3f4a5b';
const B = '11111111-1111-5111-8111-111111111111';

describe('sharing the saved list', () => {
  it('encodes the ids in the /sparade link, newest first', () => {
    expect(shareListPath([A, B])).toBe(`/sparade?lista=${A},${B}`);
    expect(shareListPath([])).toBe('/sparade');
  });

  it('reads the shared ids back, dropping junk and repeats', () => {
    expect(sharedListFromSearch(`?lista=${A},${B}`)).toEqual([A, B]);
    expect(sharedListFromSearch(`?lista=${A.toUpperCase()},nope,${A}`)).toEqual([A]);
    expect(sharedListFromSearch('?lista=')).toEqual([]);
    expect(sharedListFromSearch('')).toBeNull();
  });

  it('caps a list at 100 ids', () => {
    const many = Array.from({ length: 150 }, (_, i) => `00000000-0000-5000-8000-${String(i).padStart(12, '0')}`);
    expect(cleanProductIds(many)).toHaveLength(100);
    expect(shareListPath(many).split(',')).toHaveLength(100);
  });

  it('parses the by-ids query', () => {
    expect(productIdsQuerySchema.parse({ ids: `${A},bad,${B}` }).ids).toEqual([A, B]);
    expect(productIdsQuerySchema.safeParse({}).success).toBe(false);
  });
});
