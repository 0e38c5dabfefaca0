/**
 * Tip pages (docs/product/tips.md#routes, docs/product/tips.md#content; docs/product/admin-tip-pages.md#dialog): the
 * editorial pages under /tips/{slug} and /{slug}, with their tips, an optional extra tip, an optional call to action
 * and banners per viewport width.
 */
import { z } from 'zod';
import { BANNER_BREAKPOINTS, type BannerDevice, type BannerSlot } from './banner-slot.ts';

/** One tip of a tip page. */
export interface Tip {
  title: string;
  description: string;
}

const tipSchema = z.object({ title: z.string(), description: z.string() });

/** The content column ({tips: [{title, description}]}); anything unreadable gives no tips. */
export const tipContentSchema = z
  .object({ tips: z.array(z.unknown()).catch([]) })
  .catch({ tips: [] })
  .transform(({ tips }) =>
    tips.flatMap((tip): Tip[] => {
      const parsed = tipSchema.safeParse(tip);
      if (!parsed.success) return [];
      const title = parsed.data.title.trim();
      const description = parsed.data.description.trim();
      return title === '' && description === '' ? [] : [{ title, description }];
    }),
  );

/** The tips stored in a page's content; malformed entries are skipped. */
export function tipsFromContent(content: unknown): Tip[] {
  return tipContentSchema.parse(typeof content === 'string' ? safeJson(content) : content);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A call to action: shown only when both its text and its address exist (non-blank). */
export function tipPageCta(
  ctaText: string | null | undefined,
  ctaUrl: string | null | undefined,
): { text: string; url: string } | null {
  const text = ctaText?.trim() ?? '';
  const url = ctaUrl?.trim() ?? '';
  return text !== '' && url !== '' ? { text, url } : null;
}

/** The CSS media query under which a device's banners are shown: above 1024 px, 769–1024 px, up to 768 px. */
export function bannerMediaQuery(device: BannerDevice): string {
  const { desktop, tablet } = BANNER_BREAKPOINTS;
  if (device === 'desktop') return `(min-width: ${desktop + 1}px)`;
  if (device === 'tablet') return `(min-width: ${tablet + 1}px) and (max-width: ${desktop}px)`;
  return `(max-width: ${tablet}px)`;
}

/** A banner ready for the page: its slot, its size and sanitised HTML. */
export interface TipBanner {
  slot: BannerSlot;
  html: string;
  width: number;
  height: number;
}

/** A tip page as the site shows it. */
export interface TipPage {
  id: string;
  slug: string;
  title: string;
  ingress: string;
  tips: Tip[];
  cta: { text: string; url: string } | null;
  extraTip: string;
  /** Document title, the page title when none is set. */
  metaTitle: string;
  metaDescription: string;
  banners: TipBanner[];
  updatedAt: string;
}

/** An entry of the tips index and the header dropdown. */
export interface TipPageSummary {
  slug: string;
  title: string;
  ingress: string;
  tipCount: number;
}

/** Canonical path of a tip page. */
export function tipPagePath(slug: string): string {
  return `/tips/${slug}`;
}

/** Shape a tip-page slug must have to be served (lowercase letters, digits and single hyphens). */
const SLUG_PATTERN = /^[a-z0-9åäö]+(?:-[a-z0-9åäö]+)*$/;

/**
 * True when a tip page may also be served at /{slug}: a well-formed slug that is not taken by another page of the
 * site (e.g. "tips", "rabattkoder", a theme page).
 */
export function servesAtRoot(slug: string, takenPaths: ReadonlySet<string>): boolean {
  return SLUG_PATTERN.test(slug) && !takenPaths.has(`/${slug}`);
}

/** True for a slug that can be a path segment under /tips. */
export function isTipSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** A meta description from the ingress when the page has none: whole words, at most 160 characters. */
export function tipMetaDescription(metaDescription: string | null | undefined, ingress: string): string {
  const own = metaDescription?.trim() ?? '';
  if (own !== '') return own;
  const text = ingress.replace(/\s+/g, ' ').trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100)).replace(/[\s,.;:–-]+$/, '')}…`;
}
