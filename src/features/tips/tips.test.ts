import { describe, expect, it } from 'vitest';
import { bannerDevice } from './banner-slot.ts';
import {
  bannerMediaQuery,
  isTipSlug,
  servesAtRoot,
  tipMetaDescription,
  tipPageCta,
  tipPagePath,
  tipsFromContent,
} from './tips.ts';

describe('tipsFromContent', () => {
  it('reads the tips of the content column', () => {
    expect(
      tipsFromContent({
        tips: [
          { title: ' Tänk på intresset ', description: 'Utgå från vad mottagaren gillar.' },
          { title: 'Sätt en budget', description: 'Bestäm en ram innan du börjar leta.' },
        ],
      }),
    ).toEqual([
      { title: 'Tänk på intresset', description: 'Utgå från vad mottagaren gillar.' },
      { title: 'Sätt en budget', description: 'Bestäm en ram innan du börjar leta.' },
    ]);
  });

  it('also reads content stored as JSON text', () => {
    expect(tipsFromContent('{"tips":[{"title":"A","description":"B"}]}')).toEqual([{ title: 'A', description: 'B' }]);
  });

  it('skips malformed and empty tips and tolerates junk', () => {
    expect(
      tipsFromContent({
        tips: [{ title: 'A', description: 'B' }, { title: 1 }, null, 'x', { title: ' ', description: '' }],
      }),
    ).toEqual([{ title: 'A', description: 'B' }]);
    for (const junk of [null, undefined, 42, 'inte json', { tips: 'x' }, [], {}]) {
      expect(tipsFromContent(junk)).toEqual([]);
    }
  });
});

describe('tipPageCta', () => {
  it('is shown only when both text and address exist', () => {
    expect(tipPageCta('Hitta presenter', '/utforska')).toEqual({ text: 'Hitta presenter', url: '/utforska' });
    expect(tipPageCta('Hitta presenter', null)).toBeNull();
    expect(tipPageCta(null, '/utforska')).toBeNull();
    expect(tipPageCta('  ', '/utforska')).toBeNull();
    expect(tipPageCta('Hitta presenter', ' ')).toBeNull();
    expect(tipPageCta(undefined, undefined)).toBeNull();
  });
});

describe('bannerMediaQuery', () => {
  it('matches the width rule of the banner slots: above 1024 desktop, above 768 tablet, else mobile', () => {
    expect(bannerMediaQuery('desktop')).toBe('(min-width: 1025px)');
    expect(bannerMediaQuery('tablet')).toBe('(min-width: 769px) and (max-width: 1024px)');
    expect(bannerMediaQuery('mobile')).toBe('(max-width: 768px)');
  });

  it.each([320, 390, 768, 769, 1000, 1024, 1025, 1280])(
    'shows exactly the device bannerDevice picks at %i px',
    (width) => {
      const matches = (query: string) =>
        query.split(' and ').every((part) => {
          const [, kind, value] = /\((min|max)-width: (\d+)px\)/.exec(part) ?? [];
          return kind === 'min' ? width >= Number(value) : width <= Number(value);
        });
      const shown = (['desktop', 'tablet', 'mobile'] as const).filter((device) => matches(bannerMediaQuery(device)));
      expect(shown).toEqual([bannerDevice(width)]);
    },
  );
});

describe('tip page paths', () => {
  it('has its canonical path under /tips', () => {
    expect(tipPagePath('julklappstips-for-mamma')).toBe('/tips/julklappstips-for-mamma');
  });

  it('serves at /{slug} only when the slug is well formed and not another page', () => {
    const taken = new Set(['/tips', '/rabattkoder', '/julklappstips']);
    expect(servesAtRoot('presenttips-for-pappa', taken)).toBe(true);
    expect(servesAtRoot('rabattkoder', taken)).toBe(false);
    expect(servesAtRoot('julklappstips', taken)).toBe(false);
    expect(servesAtRoot('Stora-Bokstäver', taken)).toBe(false);
    expect(servesAtRoot('a/b', taken)).toBe(false);
    expect(servesAtRoot('', taken)).toBe(false);
    expect(isTipSlug('present-till-student')).toBe(true);
    expect(isTipSlug('../etc')).toBe(false);
  });
});

describe('tipMetaDescription', () => {
  it('uses the page’s own description when set', () => {
    expect(tipMetaDescription(' Egen text ', 'Ingress')).toBe('Egen text');
  });

  it('falls back to the ingress, cut at a word to at most 160 characters', () => {
    expect(tipMetaDescription(null, 'Kort ingress.')).toBe('Kort ingress.');
    const long = 'Ord '.repeat(60).trim();
    const description = tipMetaDescription('', long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('Ord…')).toBe(true);
  });
});
