/** The catalogue's typed client: product lists, search and single products, for islands and page scripts. */
import { ApiError, getJson, query } from '../../lib/api-client.ts';
import type { Product } from './product.ts';

export interface ProductListParams {
  limit?: number;
  offset?: number;
  budgetMin?: number;
  budgetMax?: number;
  audiences?: readonly string[];
  interests?: readonly string[];
  occasions?: readonly string[];
  tags?: readonly string[];
  merchants?: readonly string[];
}

/** GET /api/products — active products, newest first (default limit 500). */
export async function fetchProducts(params: ProductListParams = {}, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await getJson<{ products: Product[] }>(`/api/products${query({ ...params })}`, signal);
  return products;
}

/** GET /api/search — catalogue search (limit ≤ 200). */
export async function searchCatalogue(q: string, limit: number, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await getJson<{ products: Product[] }>(`/api/search${query({ q, limit })}`, signal);
  return products;
}

/** GET /api/products/by-ids — the active products among the ids, in the order given. */
export async function fetchProductsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { products } = await getJson<{ products: Product[] }>(
    `/api/products/by-ids${query({ ids: ids.join(',') })}`,
    signal,
  );
  return products;
}

/** GET /api/products/:id — one active product, or null when it is missing or hidden (404). Other failures throw. */
export async function fetchProductById(id: string, signal?: AbortSignal): Promise<Product | null> {
  const response = await fetch(`/api/products/${encodeURIComponent(id)}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, `Förfrågan misslyckades (${response.status})`);
  const body = (await response.json()) as { product?: Product };
  return body.product ?? null;
}
