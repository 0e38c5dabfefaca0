/**
 * Tip pages in the admin (docs/product/admin-tip-pages.md#dialog): the dialog's rules, shared by the dialog before
 * sending and by the API before saving, and the API shapes.
 */
import { z } from 'zod';
import { toSlug } from '../../../lib/slug.ts';
import { isHttpUrl } from '../../catalogue/admin/merchant.ts';
import { BANNER_SIZES, BANNER_SLOTS, type BannerSlot } from '../banner-slot.ts';

export const TIP_PAGE_LIMITS = {
  tips: 10,
  metaTitle: 60,
  metaDescription: 160,
  title: 200,
  slug: 120,
  ingress: 2000,
  tipTitle: 200,
  tipDescription: 2000,
  ctaText: 100,
  url: 2000,
  extraTip: 2000,
  bannerHtml: 10_000,
} as const;

export const TIP_PAGE_TEXT = {
  titleRequired: 'Titel måste fyllas i',
  slugRequired: 'Adressen måste innehålla minst en bokstav eller siffra',
  slugTaken: (slug: string) => `Det finns redan en tipssida med adressen /tips/${slug}`,
  tipsIncomplete: 'Alla tips måste ha titel och beskrivning',
  tooManyTips: `Du kan max ha ${TIP_PAGE_LIMITS.tips} tips per sida`,
  noTips: 'Sidan måste ha minst ett tips',
  metaTitleTooLong: `Metatiteln får vara högst ${TIP_PAGE_LIMITS.metaTitle} tecken`,
  metaDescriptionTooLong: `Metabeskrivningen får vara högst ${TIP_PAGE_LIMITS.metaDescription} tecken`,
  ctaUrl: 'CTA-länken måste börja med https://, http:// eller / (en sida på sajten)',
  tooLong: (label: string, max: number) => `${label} får vara högst ${max} tecken`,
  bannerTooLong: (slot: string) => `Bannern ${slot} får vara högst ${TIP_PAGE_LIMITS.bannerHtml} tecken`,
  bannerWarning: 'Bannern bör innehålla både en spårningslänk och en bild',
  bannerAlt: 'Varje bild i bannern behöver en alt-text (vad bilden visar), annars kan skärmläsare inte läsa den',
  bannerEmptied: 'Inget av bannerns innehåll är tillåtet – den visas inte',
  notFound: 'Tipssidan finns inte',
  reorderMismatch: 'Ordningen måste innehålla varje tipssida exakt en gång – ladda om listan',
  saved: 'Sparat!',
  created: 'Skapat!',
  deleted: 'Raderat!',
  activated: 'Aktiverad',
  deactivated: 'Inaktiverad',
} as const;

/** Banner slots with their size, as the dialog labels them ("desktop_top 980×120"). */
export function bannerSlotLabel(slot: BannerSlot): string {
  const { width, height } = BANNER_SIZES[slot];
  return `${slot} ${width}×${height}`;
}

export interface TipForm {
  title: string;
  description: string;
}

/** What the add/edit dialog holds and sends. */
export interface TipPageForm {
  title: string;
  slug: string;
  ingress: string;
  tips: TipForm[];
  ctaText: string;
  ctaUrl: string;
  extraTip: string;
  metaTitle: string;
  metaDescription: string;
  banners: Partial<Record<BannerSlot, string>>;
  isActive: boolean;
}

/** A checked form as it is saved: trimmed, empty optional fields as null, banners not yet sanitised. */
export interface TipPageValues {
  title: string;
  slug: string;
  ingress: string | null;
  tips: TipForm[];
  ctaText: string | null;
  ctaUrl: string | null;
  extraTip: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  banners: Partial<Record<BannerSlot, string>>;
  isActive: boolean;
}

/** The fields a problem can point at in the dialog. */
export type TipPageField =
  | 'title'
  | 'slug'
  | 'ingress'
  | 'tips'
  | 'ctaText'
  | 'ctaUrl'
  | 'extraTip'
  | 'metaTitle'
  | 'metaDescription'
  | BannerSlot;

export type TipPageCheck = { ok: true; value: TipPageValues } | { ok: false; error: string; field: TipPageField };

/** Text trimmed; an empty one is null (empty optional fields are saved as null). */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The slug a page gets: the admin slug rule over what was typed, or over the title when nothing was. */
export function tipPageSlug(slug: string, title: string): string {
  return toSlug(slug.trim() === '' ? title : slug);
}

/** True for a CTA link the page can use: http(s) with a host, or a path on this site (not protocol-relative). */
export function isCtaUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/\s/.test(value);
  return isHttpUrl(value);
}

/** Characters counted the way the database counts them (code points), for the meta counters. */
export function charCount(text: string): number {
  return [...text.trim()].length;
}

/** Tip problems: 'Du kan max ha 10 tips per sida', at least one tip, each with title and description. */
export function checkTips(tips: readonly TipForm[]): string | null {
  if (tips.length > TIP_PAGE_LIMITS.tips) return TIP_PAGE_TEXT.tooManyTips;
  if (tips.length === 0) return TIP_PAGE_TEXT.noTips;
  if (tips.some((tip) => tip.title.trim() === '' || tip.description.trim() === '')) return TIP_PAGE_TEXT.tipsIncomplete;
  for (const tip of tips) {
    if (tip.title.trim().length > TIP_PAGE_LIMITS.tipTitle)
      return TIP_PAGE_TEXT.tooLong('Ett tips titel', TIP_PAGE_LIMITS.tipTitle);
    if (tip.description.trim().length > TIP_PAGE_LIMITS.tipDescription)
      return TIP_PAGE_TEXT.tooLong('Ett tips beskrivning', TIP_PAGE_LIMITS.tipDescription);
  }
  return null;
}

/** True while another tip may be added (fewer than 10). */
export function canAddTip(count: number): boolean {
  return count < TIP_PAGE_LIMITS.tips;
}

/** True while a tip may be removed (one always remains). */
export function canRemoveTip(count: number): boolean {
  return count > 1;
}

/**
 * The form cleaned or its first problem, in the order a person reads the dialog: title, slug, ingress, tips, CTA,
 * extra tip, banners, meta title, meta description. Used by the dialog before sending and by the API.
 */
export function checkTipPageForm(form: TipPageForm): TipPageCheck {
  const fail = (field: TipPageField, error: string): TipPageCheck => ({ ok: false, error, field });
  const title = form.title.trim();
  if (title === '') return fail('title', TIP_PAGE_TEXT.titleRequired);
  if (title.length > TIP_PAGE_LIMITS.title)
    return fail('title', TIP_PAGE_TEXT.tooLong('Titeln', TIP_PAGE_LIMITS.title));
  const slug = tipPageSlug(form.slug, title);
  if (slug === '') return fail('slug', TIP_PAGE_TEXT.slugRequired);
  if (slug.length > TIP_PAGE_LIMITS.slug) return fail('slug', TIP_PAGE_TEXT.tooLong('Adressen', TIP_PAGE_LIMITS.slug));
  const ingress = optionalText(form.ingress);
  if (ingress && ingress.length > TIP_PAGE_LIMITS.ingress)
    return fail('ingress', TIP_PAGE_TEXT.tooLong('Ingressen', TIP_PAGE_LIMITS.ingress));
  const tipProblem = checkTips(form.tips);
  if (tipProblem) return fail('tips', tipProblem);
  const ctaText = optionalText(form.ctaText);
  if (ctaText && ctaText.length > TIP_PAGE_LIMITS.ctaText)
    return fail('ctaText', TIP_PAGE_TEXT.tooLong('CTA-texten', TIP_PAGE_LIMITS.ctaText));
  const ctaUrl = optionalText(form.ctaUrl);
  if (ctaUrl && (ctaUrl.length > TIP_PAGE_LIMITS.url || !isCtaUrl(ctaUrl))) return fail('ctaUrl', TIP_PAGE_TEXT.ctaUrl);
  const extraTip = optionalText(form.extraTip);
  if (extraTip && extraTip.length > TIP_PAGE_LIMITS.extraTip)
    return fail('extraTip', TIP_PAGE_TEXT.tooLong('Extra tips', TIP_PAGE_LIMITS.extraTip));
  const banners: Partial<Record<BannerSlot, string>> = {};
  for (const slot of BANNER_SLOTS) {
    const html = optionalText(form.banners[slot]);
    if (html === null) continue;
    if (html.length > TIP_PAGE_LIMITS.bannerHtml) return fail(slot, TIP_PAGE_TEXT.bannerTooLong(slot));
    banners[slot] = html;
  }
  const metaTitle = optionalText(form.metaTitle);
  if (metaTitle && charCount(metaTitle) > TIP_PAGE_LIMITS.metaTitle)
    return fail('metaTitle', TIP_PAGE_TEXT.metaTitleTooLong);
  const metaDescription = optionalText(form.metaDescription);
  if (metaDescription && charCount(metaDescription) > TIP_PAGE_LIMITS.metaDescription)
    return fail('metaDescription', TIP_PAGE_TEXT.metaDescriptionTooLong);
  return {
    ok: true,
    value: {
      title,
      slug,
      ingress,
      tips: form.tips.map((tip) => ({ title: tip.title.trim(), description: tip.description.trim() })),
      ctaText,
      ctaUrl,
      extraTip,
      metaTitle,
      metaDescription,
      banners,
      isActive: form.isActive,
    },
  };
}

/**
 * The link and image of sanitised banner HTML (as sanitizeBannerHtml writes it: lowercase tags, attributes in
 * double quotes), and the dialog's warning when one of them is missing or an image has no alt text.
 */
export function bannerParts(sanitized: string): {
  linkUrl: string | null;
  imageUrl: string | null;
  warning: string | null;
} {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const link = /<a\b[^>]*\shref="([^"]*)"/.exec(sanitized)?.[1];
  const image = /<img\b[^>]*\ssrc="([^"]*)"/.exec(sanitized)?.[1];
  const linkUrl = link ? decode(link) : null;
  const imageUrl = image ? decode(image) : null;
  const withoutAlt = [...sanitized.matchAll(/<img\b[^>]*>/g)].some(([tag]) => !/\salt="/.test(tag));
  const warning = !linkUrl || !imageUrl ? TIP_PAGE_TEXT.bannerWarning : withoutAlt ? TIP_PAGE_TEXT.bannerAlt : null;
  return { linkUrl, imageUrl, warning };
}

/** The reorder body is every page's id exactly once; returns the problem or null. */
export function checkReorder(ids: readonly string[], existing: readonly string[]): string | null {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length) return TIP_PAGE_TEXT.reorderMismatch;
  const known = new Set(existing);
  return ids.every((id) => known.has(id)) ? null : TIP_PAGE_TEXT.reorderMismatch;
}

const text = (max: number) => z.string().max(max).default('');

/**
 * The JSON body of POST /api/admin/tip-pages and PUT /api/admin/tip-pages/[id]. Sizes are generous so the rules
 * above answer in Swedish (an 11th tip gets 'Du kan max ha 10 tips per sida'); anything beyond them is a plain 400.
 */
export const tipPageBodySchema = z
  .object({
    title: text(10_000),
    slug: text(10_000),
    ingress: text(20_000)
      .nullable()
      .transform((value) => value ?? ''),
    tips: z
      .array(z.object({ title: text(10_000), description: text(20_000) }).strict())
      .max(100)
      .default([]),
    ctaText: text(10_000)
      .nullable()
      .transform((value) => value ?? ''),
    ctaUrl: text(10_000)
      .nullable()
      .transform((value) => value ?? ''),
    extraTip: text(20_000)
      .nullable()
      .transform((value) => value ?? ''),
    metaTitle: text(10_000)
      .nullable()
      .transform((value) => value ?? ''),
    metaDescription: text(10_000)
      .nullable()
      .transform((value) => value ?? ''),
    banners: z
      .partialRecord(z.enum(BANNER_SLOTS as [BannerSlot, ...BannerSlot[]]), z.string().max(50_000).nullable())
      .default({}),
    isActive: z.boolean().optional(),
  })
  .strict();

export type TipPageBody = z.infer<typeof tipPageBodySchema>;

/** The body as a form (banners without nulls); isActive defaults to `isActive`. */
export function formFromBody(body: TipPageBody, isActive: boolean): TipPageForm {
  const banners: Partial<Record<BannerSlot, string>> = {};
  for (const [slot, html] of Object.entries(body.banners) as [BannerSlot, string | null][])
    if (html) banners[slot] = html;
  return { ...body, banners, isActive: body.isActive ?? isActive };
}

export const tipPageIdSchema = z.object({ id: z.guid() });
export const visibilityBodySchema = z.object({ isActive: z.boolean() }).strict();
export const reorderBodySchema = z.object({ ids: z.array(z.guid()).min(1).max(1000) }).strict();
export const bannerPreviewBodySchema = z
  .object({
    banners: z.partialRecord(z.enum(BANNER_SLOTS as [BannerSlot, ...BannerSlot[]]), z.string().max(50_000)),
  })
  .strict();

/** A row of the tab's list. */
export interface TipPageListItem {
  id: string;
  title: string;
  slug: string;
  isActive: boolean;
  sortOrder: number;
  tipCount: number;
  updatedAt: string;
}

/** One tip page as the dialog edits it (banners as saved, i.e. sanitised). */
export interface AdminTipPage extends TipPageValues {
  id: string;
  sortOrder: number;
  updatedAt: string;
}

/** What the banner preview answers per slot: the sanitised HTML and the dialog's warning. */
export interface BannerPreview {
  html: string;
  warning: string | null;
}
