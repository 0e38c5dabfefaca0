/** The Amazon import's calls to /api/admin/amazon (through the admin fetch helper). */
import { adminGet, adminSend } from '../../admin-api/admin-client.ts';
import type { AmazonItem, AmazonStatus } from './amazon.ts';

const BASE = '/api/admin/amazon';

export const fetchAmazonStatus = (signal?: AbortSignal) => adminGet<AmazonStatus>(`${BASE}/status`, signal);

export const searchAmazon = (keywords: string, maxResults: number) =>
  adminSend<{ products: AmazonItem[] }>('POST', `${BASE}/search`, { keywords, maxResults });

/** Adds a found item to the catalogue. */
export const addAmazonItem = (item: AmazonItem) =>
  adminSend('POST', `${BASE}/add`, {
    asin: item.asin,
    title: item.title,
    description: item.description,
    price: item.price,
    imageUrl: item.imageUrl,
  });
