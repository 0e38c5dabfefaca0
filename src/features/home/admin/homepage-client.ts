/** The Startsida tab's calls to /api/admin/ (through the admin fetch helper). */
import { adminGet, adminQuery, adminSend } from '../../admin-api/admin-client.ts';
import type { AdminProductPage } from '../../catalogue/admin/products.ts';
import { type AdminCategory, CATEGORY_SEARCH_LIMIT } from './homepage.ts';

const BASE = '/api/admin/homepage';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const fetchCategories = (signal?: AbortSignal) => adminGet<{ categories: AdminCategory[] }>(BASE, signal);

export const createCategory = (title: string, productIds: string[]) =>
  adminSend<{ category: AdminCategory }>('POST', BASE, { title, productIds });

export const updateCategory = (id: string, title: string, productIds: string[]) =>
  adminSend<{ category: AdminCategory }>('PUT', one(id), { title, productIds });

export const deleteCategory = (id: string) =>
  adminSend<{ deleted: { id: string; title: string } }>('DELETE', one(id), {});

export const setCategoryActive = (id: string, active: boolean) =>
  adminSend<{ category: AdminCategory }>('POST', `${one(id)}/visibility`, { active });

export const saveCategoryOrder = (ids: string[]) =>
  adminSend<{ categories: AdminCategory[] }>('PUT', `${BASE}/order`, { ids });

/** The dialog's product search: the admin's database search (title or merchant), 20 results. */
export const searchCategoryProducts = (q: string, signal?: AbortSignal) =>
  adminGet<AdminProductPage>(`/api/admin/products/search${adminQuery({ q, limit: CATEGORY_SEARCH_LIMIT })}`, signal);
