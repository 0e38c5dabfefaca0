/** The Synkronisering tab's calls to /api/admin/import (through the admin fetch helper). */
import { adminGet, adminQuery, adminSend } from '../../admin-api/admin-client.ts';
import type { DeleteMerchantResult, ImportLogEntry, SyncState } from './sync.ts';

const BASE = '/api/admin/import';

/** The import logs of one merchant, or of every merchant for ''. */
export const fetchImportLogs = (merchantId: string, signal?: AbortSignal) =>
  adminGet<{ logs: ImportLogEntry[] }>(`${BASE}/logs${adminQuery({ merchantId: merchantId || undefined })}`, signal);

export const fetchSyncState = (merchantId: string, signal?: AbortSignal) =>
  adminGet<SyncState>(`${BASE}/state${adminQuery({ merchantId })}`, signal);

/** Starts, resets, pauses or continues the merchant's import run; the answer is the new state. */
export const sendSyncAction = (
  action: 'start' | 'reset' | 'pause' | 'continue',
  merchantId: string,
  body: Record<string, unknown>,
) => adminSend<SyncState>('POST', `${BASE}/${action}`, { merchantId, ...body });

export const scanFeed = (merchantId: string) => adminSend<{ total: number }>('POST', `${BASE}/scan`, { merchantId });

export const recalcPriceBuckets = () => adminSend<{ changed: number }>('POST', `${BASE}/recalc-buckets`, {});

export const deleteMerchantProducts = (merchant: string) =>
  adminSend<DeleteMerchantResult>('POST', `${BASE}/delete-merchant-products`, { merchant });

/** Where the last import's row errors download as CSV. */
export const importErrorsUrl = (merchantId: string) => `${BASE}/errors${adminQuery({ merchantId })}`;
