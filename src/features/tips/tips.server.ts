/**
 * Reads of the active tip pages (docs/product/tips.md#routes): the index, one page by slug with its banners, and
 * every page for the static build. Banner HTML is sanitised here, so pages only ever get safe markup.
 */
import type { Queryable } from '../../lib/db/db.server.ts';
import { sanitizeBannerHtml } from '../../lib/sanitize.ts';
import { BANNER_SIZES, BANNER_SLOTS, isBannerSlot } from './banner-slot.ts';
import {
  type TipBanner,
  type TipPage,
  type TipPageSummary,
  tipMetaDescription,
  tipPageCta,
  tipsFromContent,
} from './tips.ts';

/** A tip_pages row as the page reads it (the admin's preview builds one from an unsaved form). */
export interface TipPageRow {
  id: string;
  title: string;
  slug: string;
  ingress: string | null;
  content: unknown;
  cta_text: string | null;
  cta_url: string | null;
  extra_tip: string | null;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string | Date | null;
}

/** A tip_page_banners row; its HTML is sanitised again here whatever was stored. */
export interface BannerRow {
  page_id: string;
  banner_type: string;
  html_code: string | null;
  width: number | null;
  height: number | null;
}

const PAGE_COLUMNS = `id, title, slug, ingress, content, cta_text, cta_url, extra_tip, meta_title, meta_description,
  updated_at`;

function toBanners(rows: readonly BannerRow[]): TipBanner[] {
  const bySlot = new Map(rows.map((row) => [row.banner_type, row]));
  return BANNER_SLOTS.flatMap((slot): TipBanner[] => {
    const row = bySlot.get(slot);
    if (!row || !isBannerSlot(row.banner_type)) return [];
    const html = sanitizeBannerHtml(row.html_code);
    if (html === '') return [];
    const size = BANNER_SIZES[slot];
    return [{ slot, html, width: row.width ?? size.width, height: row.height ?? size.height }];
  });
}

/** A tip page as the site shows it, from its row and its banner rows. */
export function toTipPage(row: TipPageRow, banners: readonly BannerRow[]): TipPage {
  const ingress = row.ingress?.trim() ?? '';
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ingress,
    tips: tipsFromContent(row.content),
    cta: tipPageCta(row.cta_text, row.cta_url),
    extraTip: row.extra_tip?.trim() ?? '',
    metaTitle: row.meta_title?.trim() || row.title,
    metaDescription: tipMetaDescription(row.meta_description, ingress),
    banners: toBanners(banners),
    updatedAt: row.updated_at instanceof Date ? row.updated_at.toISOString() : (row.updated_at ?? ''),
  };
}

/** The active tip pages for the index and menus, in their sort order. */
export async function listActiveTipPages(db: Queryable): Promise<TipPageSummary[]> {
  const rows = await db.query<{ slug: string; title: string; ingress: string | null; content: unknown }>(
    `SELECT slug, title, ingress, content FROM tip_pages WHERE is_active ORDER BY sort_order, title, slug`,
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    ingress: row.ingress?.trim() ?? '',
    tipCount: tipsFromContent(row.content).length,
  }));
}

/** One active tip page with its banners, or null when the slug is unknown or the page hidden. */
export async function getActiveTipPage(db: Queryable, slug: string): Promise<TipPage | null> {
  const rows = await db.query<TipPageRow>(`SELECT ${PAGE_COLUMNS} FROM tip_pages WHERE slug = $1 AND is_active`, [
    slug,
  ]);
  const row = rows[0];
  if (!row) return null;
  const banners = await db.query<BannerRow>(
    'SELECT page_id, banner_type, html_code, width, height FROM tip_page_banners WHERE page_id = $1',
    [row.id],
  );
  return toTipPage(row, banners);
}

/** Every active tip page with its banners, in sort order (the static build makes one page of each). */
export async function allActiveTipPages(db: Queryable): Promise<TipPage[]> {
  const rows = await db.query<TipPageRow>(
    `SELECT ${PAGE_COLUMNS} FROM tip_pages WHERE is_active ORDER BY sort_order, title, slug`,
  );
  if (rows.length === 0) return [];
  const banners = await db.query<BannerRow>(
    `SELECT page_id, banner_type, html_code, width, height FROM tip_page_banners
     WHERE page_id IN (SELECT id FROM tip_pages WHERE is_active)`,
  );
  return rows.map((row) =>
    toTipPage(
      row,
      banners.filter((banner) => banner.page_id === row.id),
    ),
  );
}
