/** The Butiker tab's calls to /api/admin/merchants (through the admin fetch helper). */
import { adminGet, adminSend } from '../../admin-api/admin-client.ts';
import type { AdminMerchant, MerchantForm, MerchantProductsResponse } from './merchant.ts';

const BASE = '/api/admin/merchants';

export const fetchMerchants = (signal?: AbortSignal) => adminGet<{ merchants: AdminMerchant[] }>(BASE, signal);

export const fetchMerchantProducts = (id: string, signal?: AbortSignal) =>
  adminGet<MerchantProductsResponse>(`${BASE}/${id}/products`, signal);

export const createMerchant = (body: MerchantForm) => adminSend<{ merchant: AdminMerchant }>('POST', BASE, body);

export const updateMerchant = (id: string, body: MerchantForm) =>
  adminSend<{ merchant: AdminMerchant }>('PUT', `${BASE}/${id}`, body);
