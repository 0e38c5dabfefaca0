import { describe, expect, it } from 'vitest';
import {
  bannerParts,
  bannerSlotLabel,
  canAddTip,
  canRemoveTip,
  charCount,
  checkReorder,
  checkTipPageForm,
  checkTips,
  formFromBody,
  isCtaUrl,
  optionalText,
  TIP_PAGE_TEXT,
  type TipPageForm,
  tipPageBodySchema,
  tipPageSlug,
} from './tip-page.ts';

const tip = (n: number) => ({ title: `Tips ${n}`, description: `Beskrivning ${n}` });

const form = (overrides: Partial<TipPageForm> = {}): TipPageForm => ({
  title: 'Presenter till pappa',
  slug: '',
  ingress: 'Så hittar du rätt.',
  tips: [tip(1)],
  ctaText: '',
  ctaUrl: '',
  extraTip: '',
  metaTitle: '',
  metaDescription: '',
  banners: {},
  isActive: true,
  ...overrides,
});

function problem(overrides: Partial<TipPageForm>): string | null {
  const result = checkTipPageForm(form(overrides));
  return result.ok ? null : result.error;
}

describe('checkTipPageForm', () => {
  it('cleans a good form: trimmed, slug from the title, empty optional fields as null', () => {
    const result = checkTipPageForm(
      form({ title: '  Årets bästa Julklappar! ', ingress: '  ', tips: [{ title: ' A ', description: ' B ' }] }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Årets bästa Julklappar!',
        slug: 'arets-basta-julklappar',
        ingress: null,
        tips: [{ title: 'A', description: 'B' }],
        ctaText: null,
        ctaUrl: null,
        extraTip: null,
        metaTitle: null,
        metaDescription: null,
        banners: {},
        isActive: true,
      },
    });
  });

  it('needs a title', () => {
    expect(problem({ title: '   ' })).toBe('Titel måste fyllas i');
  });

  it('uses the typed slug through the admin slug rule, and refuses one without letters or digits', () => {
    const result = checkTipPageForm(form({ slug: 'Mors Dag – Tips!' }));
    expect(result.ok && result.value.slug).toBe('mors-dag-tips');
    expect(problem({ title: '!!!', slug: '' })).toBe(TIP_PAGE_TEXT.slugRequired);
    expect(problem({ slug: '---' })).toBe(TIP_PAGE_TEXT.slugRequired);
  });

  it('needs title and description on every tip, at most 10 tips, at least one', () => {
    expect(problem({ tips: [tip(1), { title: 'Bara titel', description: ' ' }] })).toBe(
      'Alla tips måste ha titel och beskrivning',
    );
    expect(problem({ tips: [{ title: '', description: 'Bara beskrivning' }] })).toBe(
      'Alla tips måste ha titel och beskrivning',
    );
    expect(problem({ tips: Array.from({ length: 10 }, (_, n) => tip(n)) })).toBeNull();
    expect(problem({ tips: Array.from({ length: 11 }, (_, n) => tip(n)) })).toBe('Du kan max ha 10 tips per sida');
    expect(problem({ tips: [] })).toBe(TIP_PAGE_TEXT.noTips);
  });

  it('allows a meta title of 60 and a meta description of 160 characters, not one more', () => {
    expect(problem({ metaTitle: 'å'.repeat(60) })).toBeNull();
    expect(problem({ metaTitle: 'å'.repeat(61) })).toBe(TIP_PAGE_TEXT.metaTitleTooLong);
    expect(problem({ metaDescription: 'ö'.repeat(160) })).toBeNull();
    expect(problem({ metaDescription: 'ö'.repeat(161) })).toBe(TIP_PAGE_TEXT.metaDescriptionTooLong);
    expect(problem({ metaTitle: `  ${'a'.repeat(60)}  ` })).toBeNull();
  });

  it('takes a CTA link that is http(s) or a site path only', () => {
    expect(problem({ ctaText: 'Se presenterna', ctaUrl: '/utforska' })).toBeNull();
    expect(problem({ ctaUrl: 'https://example.com/x' })).toBeNull();
    for (const bad of ['javascript:alert(1)', '//evil.example', 'ftp://x.se', 'bara text', 'data:text/html,x'])
      expect(problem({ ctaUrl: bad })).toBe(TIP_PAGE_TEXT.ctaUrl);
  });

  it('keeps non-empty banners only and limits their size', () => {
    const result = checkTipPageForm(form({ banners: { desktop_top: ' <a href="/x">x</a> ', mobile_top: '  ' } }));
    expect(result.ok && result.value.banners).toEqual({ desktop_top: '<a href="/x">x</a>' });
    const big = checkTipPageForm(form({ banners: { tablet_bottom: 'x'.repeat(10_001) } }));
    expect(big).toMatchObject({ ok: false, field: 'tablet_bottom' });
  });

  it('reports problems in the order the dialog reads', () => {
    expect(checkTipPageForm(form({ title: '', tips: [] }))).toMatchObject({ field: 'title' });
    expect(checkTipPageForm(form({ tips: [], metaTitle: 'x'.repeat(99) }))).toMatchObject({ field: 'tips' });
  });
});

describe('small rules', () => {
  it('tip buttons: add while fewer than 10, remove while more than one', () => {
    expect([canAddTip(9), canAddTip(10)]).toEqual([true, false]);
    expect([canRemoveTip(1), canRemoveTip(2)]).toEqual([false, true]);
    expect(checkTips([tip(1)])).toBeNull();
  });

  it('optionalText, tipPageSlug, charCount, isCtaUrl', () => {
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(null)).toBeNull();
    expect(optionalText(' x ')).toBe('x');
    expect(tipPageSlug('', 'Present till Öyvind')).toBe('present-till-oyvind');
    expect(tipPageSlug('egen-adress', 'Titel')).toBe('egen-adress');
    expect(charCount(' 😀å ')).toBe(2);
    expect(isCtaUrl('/tips')).toBe(true);
    expect(isCtaUrl('/ med mellanslag')).toBe(false);
  });

  it('labels the banner slots with their sizes', () => {
    expect(bannerSlotLabel('desktop_top')).toBe('desktop_top 980×120');
    expect(bannerSlotLabel('tablet_bottom')).toBe('tablet_bottom 468×60');
  });
});

describe('bannerParts', () => {
  it('finds the link and the image of sanitised banner HTML', () => {
    expect(
      bannerParts(
        '<a href="https://track.example/c?a=1&amp;b=2" target="_blank"><img src="https://img.example/b.png" width="980" alt="Rea"></a>',
      ),
    ).toEqual({ linkUrl: 'https://track.example/c?a=1&b=2', imageUrl: 'https://img.example/b.png', warning: null });
  });

  it('warns when the link or the image is missing', () => {
    expect(bannerParts('<img src="https://img.example/b.png">').warning).toBe(
      'Bannern bör innehålla både en spårningslänk och en bild',
    );
    expect(bannerParts('<a href="/x">Text</a>').warning).toBe(TIP_PAGE_TEXT.bannerWarning);
    expect(bannerParts('bara text')).toEqual({ linkUrl: null, imageUrl: null, warning: TIP_PAGE_TEXT.bannerWarning });
    expect(bannerParts('<a href="/x"><img src="/b.png"></a>').warning).toBe(
      'Varje bild i bannern behöver en alt-text (vad bilden visar), annars kan skärmläsare inte läsa den',
    );
    expect(bannerParts('<a href="/x"><img src="/b.png" alt=""></a>').warning).toBeNull();
  });
});

describe('checkReorder', () => {
  const existing = ['a', 'b', 'c'];
  it('needs every page exactly once', () => {
    expect(checkReorder(['c', 'a', 'b'], existing)).toBeNull();
    expect(checkReorder(['a', 'b'], existing)).toBe(TIP_PAGE_TEXT.reorderMismatch);
    expect(checkReorder(['a', 'a', 'b'], existing)).toBe(TIP_PAGE_TEXT.reorderMismatch);
    expect(checkReorder(['a', 'b', 'x'], existing)).toBe(TIP_PAGE_TEXT.reorderMismatch);
  });
});

describe('tipPageBodySchema and formFromBody', () => {
  it('reads a body with nulls as empty text and keeps isActive from the page when not sent', () => {
    const body = tipPageBodySchema.parse({
      title: 'T',
      ingress: null,
      tips: [tip(1)],
      banners: { mobile_top: null, desktop_top: '<img src="/a.png">' },
    });
    const parsed = formFromBody(body, false);
    expect(parsed.ingress).toBe('');
    expect(parsed.banners).toEqual({ desktop_top: '<img src="/a.png">' });
    expect(parsed.isActive).toBe(false);
  });

  it('refuses unknown fields and unknown banner slots', () => {
    expect(tipPageBodySchema.safeParse({ title: 'T', bogus: 1 }).success).toBe(false);
    expect(tipPageBodySchema.safeParse({ title: 'T', banners: { sidebar: 'x' } }).success).toBe(false);
  });
});
