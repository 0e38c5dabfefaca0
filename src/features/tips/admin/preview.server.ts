/**
 * The whole-page preview of a tip page before it is saved or published: an admin posts the dialog's form (a form
 * field `sida` holding the JSON body of the save route) from this site, and gets the page exactly as the site
 * renders it, banners sanitised by the same policy.
 */

import { findControlCharacter } from '../../../lib/control-characters.ts';
import type { Queryable } from '../../../lib/db/db.server.ts';
import { BANNER_SIZES, BANNER_SLOTS } from '../banner-slot.ts';
import { listActiveTipPages, toTipPage } from '../tips.server.ts';
import type { TipPage, TipPageSummary } from '../tips.ts';
import { formFromBody, optionalText, tipPageBodySchema, tipPageSlug } from './tip-page.ts';

const MAX_FORM_CHARS = 512 * 1024;

/**
 * The page and the other active pages ("Fler tips") for a posted form, or null when the form cannot be read. The
 * rules of a save are not applied: a half-filled page can be looked at too (blank tips are left out, as on the site).
 */
export async function previewFromForm(
  db: Queryable,
  data: FormData,
): Promise<{ page: TipPage; others: TipPageSummary[] } | null> {
  const text = data.get('sida');
  if (typeof text !== 'string' || text.length > MAX_FORM_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  if (findControlCharacter(json) !== null) return null;
  const parsed = tipPageBodySchema.safeParse(json);
  if (!parsed.success) return null;
  const form = formFromBody(parsed.data, true);
  const slug = tipPageSlug(form.slug, form.title) || 'forhandsgranskning';
  const page = toTipPage(
    {
      id: 'forhandsgranskning',
      title: form.title.trim() || 'Namnlös tipssida',
      slug,
      ingress: optionalText(form.ingress),
      content: { tips: form.tips },
      cta_text: optionalText(form.ctaText),
      cta_url: optionalText(form.ctaUrl),
      extra_tip: optionalText(form.extraTip),
      meta_title: optionalText(form.metaTitle),
      meta_description: optionalText(form.metaDescription),
      updated_at: new Date(),
    },
    BANNER_SLOTS.flatMap((slot) => {
      const html = form.banners[slot];
      return html ? [{ page_id: 'forhandsgranskning', banner_type: slot, html_code: html, ...BANNER_SIZES[slot] }] : [];
    }),
  );
  const others = (await listActiveTipPages(db)).filter((other) => other.slug !== slug);
  return { page, others };
}
