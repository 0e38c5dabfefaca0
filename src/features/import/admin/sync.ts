/**
 * The Synkronisering tab's API (docs/product/admin-import.md#tab, docs/product/admin-import.md#run): request schemas,
 * the job state the screen polls, and its Swedish words. Shared by the routes and the island.
 */
import { z } from 'zod';
import { TAG_PRODUCTS_LIMIT } from '../../tagging/tagging-rules.ts';
import { IMPORT_LIMITS, IMPORT_TEXT, maxProductsSchema } from '../cadence.ts';
import type { RunStatus } from '../import-run.server.ts';

export const SYNC_TEXT = {
  ...IMPORT_TEXT,
  scanDone: 'Skanning klar!',
  scanCount: (n: number) => `Feedet innehåller ${n} produkter.`,
  scanFailed: 'Fel vid skanning',
  reset: 'Återställ och Starta Ny Import',
  noLogs: 'Inga loggar än',
  deleteWarning: '⚠️ Detta raderar alla produkter, statistik och loggar permanent',
  deleteFailed: 'Fel vid radering',
  noMerchant: 'Ingen butik vald',
  noFeedUrl: 'Butiken saknar flödes-URL – lägg till den under Butiker',
  noOpenRun: 'Ingen import pågår för butiken',
  notPaused: 'Importen är inte pausad',
  stillOpen: 'Importen pågår fortfarande – pausa eller låt den bli klar först',
  runningNow: 'Importen körs just nu – pausa den först',
  busy: 'Importen körs redan av en annan process – försök igen om en stund',
  runNotFound: 'Importen finns inte för den butiken',
  onlyImportOrTag: 'Åtgärden måste vara "import" eller "tag"',
} as const;

/** A merchant id from a body or query: missing or empty is 'Välj butik först', a non-id a plain 400. */
const merchantId = z
  .string()
  .max(100)
  .default('')
  .refine((value) => value !== '', SYNC_TEXT.chooseMerchant)
  .pipe(z.guid());

export const merchantQuerySchema = z.object({ merchantId }).strict();
export const optionalMerchantQuerySchema = z.object({ merchantId: z.guid().optional() }).strict();

export const startBodySchema = z
  .object({
    merchantId,
    maxProducts: maxProductsSchema,
    chunkSize: z.number().int().positive().max(1_000_000).default(IMPORT_LIMITS.chunk.default),
  })
  .strict();

export const merchantBodySchema = z.object({ merchantId }).strict();
export const continueBodySchema = z.object({ merchantId, auto: z.boolean() }).strict();
export const noFieldsSchema = z.object({}).strict();
export const deleteMerchantBodySchema = z.object({ merchant: z.string().trim().min(1).max(200) }).strict();

/**
 * The admin-proxy call (docs/product/admin-import.md#admin-proxy), action 'import': `count_only` gives the feed's
 * total, else one batch from `offset`.
 */
export const adminProxyImportSchema = z
  .object({
    action: z.literal('import'),
    merchant_id: z.guid(),
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().positive().max(1_000_000).default(IMPORT_LIMITS.chunk.default),
    session_id: z.guid().nullish(),
    count_only: z.boolean().default(false),
  })
  .strict();

/**
 * Action 'tag' (docs/product/admin-tagging.md#tag-products): one tag-products batch (limit 200 unless given) over the
 * products needing tags (or with tag_all every product), of one merchant when merchant_id or merchant is given;
 * `count_only` gives the number in that scope still needing tags.
 */
export const adminProxyTagSchema = z
  .object({
    action: z.literal('tag'),
    merchant_id: z.guid().nullish(),
    merchant: z.string().trim().min(1).max(200).optional(),
    offset: z.number().int().min(0).max(10_000_000).default(0),
    limit: z.number().int().min(1).max(1000).default(TAG_PRODUCTS_LIMIT),
    tag_all: z.boolean().default(false),
    session_id: z.guid().nullish(),
    count_only: z.boolean().default(false),
  })
  .strict();

export const adminProxyBodySchema = z.discriminatedUnion('action', [adminProxyImportSchema, adminProxyTagSchema], {
  error: (issue) => (issue.code === 'invalid_union' ? SYNC_TEXT.onlyImportOrTag : undefined),
});

export type AdminProxyBody = z.infer<typeof adminProxyBodySchema>;
export type AdminProxyImportBody = z.infer<typeof adminProxyImportSchema>;
export type AdminProxyTagBody = z.infer<typeof adminProxyTagSchema>;

export interface SyncMerchant {
  id: string;
  name: string;
  feedUrl: string | null;
  lastImportAt: string | null;
  counts: { total: number; active: number; hidden: number };
}

export interface SyncRun {
  id: string;
  status: RunStatus;
  phase: 'staging' | 'importing' | 'finishing';
  autoContinue: boolean;
  processed: number;
  total: number | null;
  maxProducts: number;
  chunkSize: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
  deactivated: number;
  rowsPerSecond: number;
  secondsLeft: number | null;
  secondsToNextBatch: number | null;
  lastError: string | null;
  pausedByFailures: boolean;
  /** Done or failed: a new run can start ('Återställ och Starta Ny Import'). */
  finished: boolean;
  startedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** GET /api/admin/import/state. */
export interface SyncState {
  merchant: SyncMerchant;
  run: SyncRun | null;
}

export interface ImportLogEntry {
  id: string;
  runAt: string;
  source: string;
  added: number;
  updated: number;
  deactivated: number;
  skipped: number;
  sessionAdded: number;
  sessionUpdated: number;
  isFinalBatch: boolean;
  errors: string[];
}

export interface DeleteMerchantResult {
  deleted: { products: number; statistics: number; logs: number };
}

/** Columns of the row-error CSV. */
export const ERROR_COLUMNS = ['Rad', 'Produkt-id', 'Orsak'] as const;
