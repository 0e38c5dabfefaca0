/** Kept for the sync tab while its import engine is rewritten; the merchants code is features/catalogue/admin/merchants.server.ts. */
export * from '../../catalogue/admin/merchants.server.ts';
