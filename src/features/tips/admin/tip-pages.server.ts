/**
 * Tip pages in the admin: list, read, create, update, delete, show/hide and reorder, each change asking for the site
 * to be published. Banner HTML is sanitised before it is stored (and again when the site renders it).
 */
import type { Db, Queryable, SqlParam } from '../../../lib/db/db.server.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http.ts';
import { sanitizeBannerHtml } from '../../../lib/sanitize.ts';
import { requestPublish } from '../../publish/publish.server.ts';
import { BANNER_SIZES, BANNER_SLOTS, type BannerSlot, isBannerSlot } from '../banner-slot.ts';
import type { TipPageRow } from '../tips.server.ts';
import { tipsFromContent } from '../tips.ts';
import {
  type AdminTipPage,
  type BannerPreview,
  bannerParts,
  checkReorder,
  checkTipPageForm,
  formFromBody,
  TIP_PAGE_TEXT,
  type TipPageBody,
  type TipPageListItem,
  type TipPageValues,
} from './tip-page.ts';

type Store = Pick<Db, 'query' | 'transaction'>;

/** The site's tip page row plus the admin's order and visibility. */
interface PageRow extends TipPageRow {
  sort_order: number;
  is_active: boolean;
  updated_at: Date | string;
}

const PAGE_COLUMNS = `id::text, title, slug, ingress, content, cta_text, cta_url, extra_tip, meta_title, meta_description,
  sort_order, is_active, updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Every tip page in its order (hidden ones too), for the tab's list. */
export async function listTipPages(db: Queryable): Promise<TipPageListItem[]> {
  const rows = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM tip_pages ORDER BY sort_order, created_at, id`);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    tipCount: tipsFromContent(row.content).length,
    updatedAt: iso(row.updated_at),
  }));
}

/** One tip page with its stored (sanitised) banners, or null. */
export async function findTipPage(db: Queryable, id: string): Promise<AdminTipPage | null> {
  const [row] = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM tip_pages WHERE id = $1::uuid`, [id]);
  if (!row) return null;
  const bannerRows = await db.query<{ banner_type: string; html_code: string }>(
    'SELECT banner_type, html_code FROM tip_page_banners WHERE page_id = $1::uuid',
    [id],
  );
  const banners: Partial<Record<BannerSlot, string>> = {};
  for (const banner of bannerRows) if (isBannerSlot(banner.banner_type)) banners[banner.banner_type] = banner.html_code;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    ingress: row.ingress,
    tips: tipsFromContent(row.content),
    ctaText: row.cta_text,
    ctaUrl: row.cta_url,
    extraTip: row.extra_tip,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    banners,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    updatedAt: iso(row.updated_at),
  };
}

/** One tip page or a 404 'Tipssidan finns inte'. */
export async function getTipPage(db: Queryable, id: string): Promise<AdminTipPage> {
  const page = await findTipPage(db, id);
  if (!page) throw notFound(TIP_PAGE_TEXT.notFound);
  return page;
}

/** Each slot's banner sanitised as the page will show it, with the warning when a link or an image is missing. */
export function previewBanners(
  banners: Partial<Record<BannerSlot, string | null>>,
): Partial<Record<BannerSlot, BannerPreview>> {
  const out: Partial<Record<BannerSlot, BannerPreview>> = {};
  for (const slot of BANNER_SLOTS) {
    const raw = banners[slot];
    if (!raw || raw.trim() === '') continue;
    const html = sanitizeBannerHtml(raw);
    out[slot] = { html, warning: html === '' ? TIP_PAGE_TEXT.bannerEmptied : bannerParts(html).warning };
  }
  return out;
}

function checked(body: TipPageBody, isActive: boolean): TipPageValues {
  const result = checkTipPageForm(formFromBody(body, isActive));
  if (!result.ok) throw badRequest(result.error, [{ path: result.field, message: result.error }]);
  return result.value;
}

async function assertSlugFree(db: Queryable, slug: string, exceptId: string | null): Promise<void> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text FROM tip_pages WHERE slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)',
    [slug, exceptId],
  );
  if (row) throw new HttpError(409, TIP_PAGE_TEXT.slugTaken(slug));
}

/** Writes a page's banners: the sanitised HTML with its link, image and slot size; empty ones are left out. */
async function writeBanners(tx: Queryable, pageId: string, banners: TipPageValues['banners']): Promise<void> {
  await tx.query('DELETE FROM tip_page_banners WHERE page_id = $1::uuid', [pageId]);
  for (const slot of BANNER_SLOTS) {
    const html = sanitizeBannerHtml(banners[slot]);
    if (html === '') continue;
    const { linkUrl, imageUrl } = bannerParts(html);
    const { width, height } = BANNER_SIZES[slot];
    await tx.query(
      `INSERT INTO tip_page_banners (page_id, banner_type, html_code, image_url, link_url, width, height)
       VALUES ($1::uuid, $2, $3, $4, $5, $6, $7)`,
      [pageId, slot, html, imageUrl, linkUrl, width, height],
    );
  }
}

function pageParams(values: TipPageValues): SqlParam[] {
  return [
    values.title,
    values.slug,
    values.ingress,
    JSON.stringify({ tips: values.tips }),
    values.ctaText,
    values.ctaUrl,
    values.extraTip,
    values.metaTitle,
    values.metaDescription,
    values.isActive,
  ];
}

async function withSlugClash<T>(slug: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, TIP_PAGE_TEXT.slugTaken(slug));
    throw error;
  }
}

/** Adds a tip page last in the order (highest sort_order + 1). 400 for a bad form, 409 when the slug is taken. */
export async function createTipPage(db: Store, body: TipPageBody): Promise<AdminTipPage> {
  const values = checked(body, true);
  const page = await withSlugClash(values.slug, () =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, values.slug, null);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO tip_pages (title, slug, ingress, content, cta_text, cta_url, extra_tip, meta_title,
           meta_description, is_active, sort_order)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10,
           (SELECT coalesce(max(sort_order) + 1, 0) FROM tip_pages))
         RETURNING id::text`,
        pageParams(values),
      );
      if (!row) throw new Error('the new tip page was not read back');
      await writeBanners(tx, row.id, values.banners);
      return getTipPage(tx, row.id);
    }),
  );
  await requestPublish(`ny tipssida ”${page.title}”`);
  return page;
}

/** Saves a tip page's form and banners. 404 for an unknown id, 400 for a bad form, 409 when the slug is taken. */
export async function updateTipPage(db: Store, id: string, body: TipPageBody): Promise<AdminTipPage> {
  const current = await getTipPage(db, id);
  const values = checked(body, current.isActive);
  const page = await withSlugClash(values.slug, () =>
    db.transaction(async (tx) => {
      const [locked] = await tx.query('SELECT id FROM tip_pages WHERE id = $1::uuid FOR UPDATE', [id]);
      if (!locked) throw notFound(TIP_PAGE_TEXT.notFound);
      await assertSlugFree(tx, values.slug, id);
      await tx.query(
        `UPDATE tip_pages
         SET title = $2, slug = $3, ingress = $4, content = $5::jsonb, cta_text = $6, cta_url = $7, extra_tip = $8,
             meta_title = $9, meta_description = $10, is_active = $11, updated_at = now()
         WHERE id = $1::uuid`,
        [id, ...pageParams(values)],
      );
      await writeBanners(tx, id, values.banners);
      return getTipPage(tx, id);
    }),
  );
  await requestPublish(`tipssidan ”${page.title}” ändrad`);
  return page;
}

/** Deletes a tip page and its banners; the pages after it move up so the order stays 0..n-1. 404 when unknown. */
export async function deleteTipPage(db: Store, id: string): Promise<{ id: string; title: string }> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ title: string; sort_order: number }>(
      'DELETE FROM tip_pages WHERE id = $1::uuid RETURNING title, sort_order',
      [id],
    );
    if (!row) throw notFound(TIP_PAGE_TEXT.notFound);
    await tx.query('UPDATE tip_pages SET sort_order = sort_order - 1 WHERE sort_order > $1', [row.sort_order]);
    return { id, title: row.title };
  });
  await requestPublish(`tipssidan ”${deleted.title}” raderad`);
  return deleted;
}

/** Shows or hides a tip page. 404 when unknown. */
export async function setTipPageActive(db: Store, id: string, isActive: boolean): Promise<TipPageListItem> {
  const [row] = await db.query<{ id: string }>(
    'UPDATE tip_pages SET is_active = $2, updated_at = now() WHERE id = $1::uuid RETURNING id::text',
    [id, isActive],
  );
  if (!row) throw notFound(TIP_PAGE_TEXT.notFound);
  const item = (await listTipPages(db)).find((page) => page.id === id);
  if (!item) throw notFound(TIP_PAGE_TEXT.notFound);
  await requestPublish(`tipssidan ”${item.title}” ${isActive ? 'visas' : 'dold'}`);
  return item;
}

/**
 * Puts the tip pages in the given order: sort_order 0..n-1 in one transaction. The ids must be every page exactly
 * once (400 otherwise, nothing changed).
 */
export async function reorderTipPages(db: Store, ids: readonly string[]): Promise<TipPageListItem[]> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>('SELECT id::text FROM tip_pages FOR UPDATE');
    const problem = checkReorder(
      ids.map((id) => id.toLowerCase()),
      rows.map((row) => row.id),
    );
    if (problem) throw badRequest(problem);
    await tx.query(
      `UPDATE tip_pages p SET sort_order = o.position - 1
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position)
       WHERE p.id = o.id AND p.sort_order <> o.position - 1`,
      [ids],
    );
  });
  await requestPublish('tipssidornas ordning ändrad');
  return listTipPages(db);
}
