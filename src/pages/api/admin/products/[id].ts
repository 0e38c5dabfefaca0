import type { APIRoute } from 'astro';
import { assertBodyProductType, updateProduct } from '../../../../features/catalogue/admin/products.server.ts';
import { productIdSchema, updateBodySchema } from '../../../../features/catalogue/admin/products.ts';
import { requestPublish } from '../../../../features/publish/publish.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, notFound, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 64_000;

/**
 * PATCH /api/admin/products/:id — the edit dialog's save {title, price, description, to_whom, age_groups,
 * interests, occasions, themes, is_active, needs_tagging, product_type?}; tags outside the vocabularies, a bad price
 * or a type the ontology does not have ('Okänd produkttyp: …') → 400 and nothing saved. A type given is saved as the
 * admin's (imports and re-tagging keep it). Answers {product}; a save marks the site for publishing.
 */
export const PATCH: APIRoute = ({ params, request }) =>
  handle(async () => {
    const raw = await readJsonBody(request, MAX_BODY_BYTES);
    assertBodyProductType(raw);
    const body = parseWith(updateBodySchema, raw, 'Ogiltiga uppgifter');
    const id = productIdSchema.safeParse(params.id);
    if (!id.success) throw notFound('Produkten finns inte');
    const db = await getDb();
    const product = await updateProduct(db, id.data, body);
    await requestPublish(`produkten ${product.title} ändrad`, { db });
    return json({ product });
  });
