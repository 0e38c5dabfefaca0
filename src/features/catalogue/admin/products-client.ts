/** The products screens' calls to /api/admin/ (through the admin fetch helper). */
import { adminGet, adminQuery, adminSend } from '../../admin-api/admin-client.ts';
import type {
  AdminCounts,
  AdminProduct,
  AdminProductPage,
  AdminSort,
  CounterFilter,
  ProductScope,
  ProductTypeOption,
} from './products.ts';

export interface ListRequest {
  filter: CounterFilter;
  merchant?: string | undefined;
  /** One product type's products ('okand': those whose type is not known). */
  type?: string | undefined;
  sort: AdminSort;
  offset: number;
  limit: number;
}

export const fetchCounts = (signal?: AbortSignal) =>
  adminGet<AdminCounts & { cursor: string }>('/api/admin/counts', signal);

export const fetchProductPage = (request: ListRequest, signal?: AbortSignal) =>
  adminGet<AdminProductPage>(`/api/admin/products${adminQuery({ ...request })}`, signal);

export const searchAdminProducts = (q: string, signal?: AbortSignal) =>
  adminGet<AdminProductPage>(`/api/admin/products/search${adminQuery({ q })}`, signal);

export const fetchProductMerchants = (signal?: AbortSignal) =>
  adminGet<{ merchants: { name: string; count: number }[] }>('/api/admin/products/merchants', signal);

export const fetchProductTypes = (signal?: AbortSignal) =>
  adminGet<{ types: ProductTypeOption[] }>('/api/admin/products/types', signal);

export const setProductsVisible = (target: { ids: string[] } | { scope: ProductScope }, active: boolean) =>
  adminSend<{ updated: number }>('POST', '/api/admin/products/visibility', { ...target, active });

export interface ProductForm {
  title: string;
  price: string;
  description: string;
  to_whom: string[];
  age_groups: string[];
  interests: string[];
  occasions: string[];
  themes: string[];
  is_active: boolean;
  needs_tagging: boolean;
  /** Sent only when the admin chose another type: saved as the admin's. */
  product_type?: string;
}

export const saveProduct = (id: string, form: ProductForm) =>
  adminSend<{ product: AdminProduct }>('PATCH', `/api/admin/products/${encodeURIComponent(id)}`, form);

/** The export's URL for a list filter (a plain link: the browser downloads the streamed file). */
export const exportUrl = (filter: CounterFilter, merchant?: string, type?: string) =>
  `/api/admin/products/export${adminQuery({ filter, merchant, type })}`;
