import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalogue/fixtures/products.ts';
import { mentionsMaterial } from './gift-ranking.ts';

const product = (title: string, description = '') => makeProduct({ title, description });

describe('mentionsMaterial: a material is read from the product’s own words', () => {
  it('finds the word, its inflections and compounds that name it', () => {
    expect(mentionsMaterial(product('Gåvagn i trä med klossar'), 'trä')).toBe(true);
    expect(mentionsMaterial(product('Träpussel med svenska djur'), 'trä')).toBe(true);
    expect(mentionsMaterial(product('Leksaksbil', 'Tillverkad av furuträ.'), 'trä')).toBe(true);
    expect(mentionsMaterial(product('Sandlådeset i återvunnen plast'), 'plast')).toBe(true);
    expect(mentionsMaterial(product('Förvaringsbox', 'Lock i hårdplast.'), 'plast')).toBe(true);
    expect(mentionsMaterial(product('Plånbok', 'Sydd i mjukt skinnläder.'), 'läder')).toBe(true);
  });

  it('does not find a short material hidden inside another word', () => {
    // "trädgården" is no wood, "extra" holds no "tra", "full" no wool.
    const insects = product(
      'Insektsfångarset med lupp och burk',
      'Håv, förstoringsglas, insektsburk och bestämningskort. Gör trädgården till ett forskningsfält.',
    );
    expect(mentionsMaterial(insects, 'trä')).toBe(false);
    expect(mentionsMaterial(product('Extra stor pläd'), 'trä')).toBe(false);
    expect(mentionsMaterial(product('Träningsband, 3 st'), 'trä')).toBe(false);
    expect(mentionsMaterial(product('Full pott: kortspel'), 'ull')).toBe(false);
    expect(mentionsMaterial(product('Plastfri matlåda'), 'plast')).toBe(false);
  });
});
