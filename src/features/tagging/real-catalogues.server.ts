/**
 * Reads the real catalogues (`../shared/catalogues/real/`) and the shops' real feeds (`../shared/feeds/real/`) from
 * the folder beside the repository, when it is there: a fresh clone has none, and the callers say so ("skipped").
 * The files belong to their publishers and are never copied into the repository.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_CATALOGUES_DIR, REAL_FEEDS_DIR } from '../../lib/shared-data.server.ts';
import { readFeedRecords } from '../feeds/feed-reader.server.ts';
import {
  AWIN_FIELDS,
  bygghemmaProducts,
  type FeedFields,
  feedItemProduct,
  GOOGLE_FIELDS,
  PARTNERADS_FIELDS,
  type RealProduct,
  systembolagetProducts,
} from './real-catalogues.ts';

export { REAL_CATALOGUES_DIR, REAL_FEEDS_DIR };

export const SYSTEMBOLAGET_FILE = 'systembolaget_C4illin_products_0859503.json';
export const BYGGHEMMA_FILE = 'bygghemma_panprices_data_05eb21e.json';

/** Why the real products cannot be read, or null when they can. */
export function realCataloguesMissing(): string | null {
  for (const file of [SYSTEMBOLAGET_FILE, BYGGHEMMA_FILE]) {
    if (!existsSync(join(REAL_CATALOGUES_DIR, file)))
      return `skipped: ../shared absent (${REAL_CATALOGUES_DIR}/${file})`;
  }
  return null;
}

export interface RealCatalogues {
  systembolaget: RealProduct[];
  bygghemma: RealProduct[];
}

/** Both real catalogues, or null when `../shared/catalogues/real` is absent. */
export function loadRealCatalogues(): RealCatalogues | null {
  if (realCataloguesMissing() !== null) return null;
  const json = (file: string): unknown => JSON.parse(readFileSync(join(REAL_CATALOGUES_DIR, file), 'utf8'));
  return {
    systembolaget: systembolagetProducts(json(SYSTEMBOLAGET_FILE)),
    bygghemma: bygghemmaProducts(json(BYGGHEMMA_FILE)),
  };
}

/** The real feeds the labelled set draws on: key prefix, file, the shop's name and the format's fields. */
export const REAL_FEEDS: readonly { feed: string; file: string; merchant: string; fields: FeedFields }[] = [
  {
    feed: 'srd',
    file: 'gmc_rss_sparklingresindelights-uk.xml',
    merchant: 'Sparkling Resin Delights',
    fields: GOOGLE_FIELDS,
  },
  { feed: 'opispot', file: 'gmc_rss_opispot-es_BOM_TRUNCATED100.xml', merchant: 'Opispot', fields: GOOGLE_FIELDS },
  { feed: 'importpc', file: 'gmc_rss_importpc-cz_singleline.xml', merchant: 'ImportPC', fields: GOOGLE_FIELDS },
  { feed: 'solar', file: 'gmc_rss_solarmarket-tr_mixedcurrency.xml', merchant: 'Solar Market', fields: GOOGLE_FIELDS },
  { feed: 'lululemon', file: 'awin_lululemon-us_codingbiro.csv', merchant: 'lululemon', fields: AWIN_FIELDS },
  {
    feed: 'ease',
    file: 'partnerads_easescandinavia-dk_sofuswierper.xml',
    merchant: 'Ease Scandinavia',
    fields: PARTNERADS_FIELDS,
  },
];

/** The items of the real feeds, or null when `../shared/feeds/real` is absent. */
export async function loadRealFeedProducts(): Promise<RealProduct[] | null> {
  if (!existsSync(REAL_FEEDS_DIR)) return null;
  const products: RealProduct[] = [];
  for (const { feed, file, merchant, fields } of REAL_FEEDS) {
    const path = join(REAL_FEEDS_DIR, file);
    if (!existsSync(path)) continue;
    for await (const { record } of readFeedRecords(readFileSync(path))) {
      const product = feedItemProduct(feed, merchant, (key) => record.get(key), fields);
      if (product) products.push(product);
    }
  }
  return products;
}
