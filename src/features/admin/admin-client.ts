/** The admin API client's old place, kept for the sync and tagging tabs; the client is features/admin-api/admin-client.ts. */
export * from '../admin-api/admin-client.ts';
