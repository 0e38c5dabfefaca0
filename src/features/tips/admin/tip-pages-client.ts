/** The Tipssidor tab's calls to /api/admin/tip-pages (through the admin fetch helper). */

import { adminGet, adminSend } from '../../admin-api/admin-client.ts';
import type { BannerSlot } from '../banner-slot.ts';
import type { AdminTipPage, BannerPreview, TipPageForm, TipPageListItem } from './tip-page.ts';

const BASE = '/api/admin/tip-pages';

export const fetchTipPages = () => adminGet<{ pages: TipPageListItem[] }>(BASE);

export const fetchTipPage = (id: string) => adminGet<{ page: AdminTipPage }>(`${BASE}/${id}`);

export const createTipPage = (body: TipPageForm) => adminSend<{ page: AdminTipPage }>('POST', BASE, body);

export const updateTipPage = (id: string, body: TipPageForm) =>
  adminSend<{ page: AdminTipPage }>('PUT', `${BASE}/${id}`, body);

export const saveTipPageOrder = (ids: string[]) =>
  adminSend<{ pages: TipPageListItem[] }>('PUT', `${BASE}/order`, { ids });

export const setTipPageActive = (id: string, isActive: boolean) =>
  adminSend<{ page: TipPageListItem }>('PATCH', `${BASE}/${id}/visibility`, { isActive });

export const deleteTipPage = (id: string) => adminSend('DELETE', `${BASE}/${id}`, {});

/** How the banners' HTML will show, slot by slot. */
export const previewBanners = (banners: Partial<Record<BannerSlot, string>>) =>
  adminSend<{ banners: Partial<Record<BannerSlot, BannerPreview>> }>('POST', `${BASE}/banner-preview`, { banners });
