/** Kept for the sync tab while its import engine is rewritten; the merchants code is features/catalogue/admin/merchant.ts. */
export * from '../../catalogue/admin/merchant.ts';
