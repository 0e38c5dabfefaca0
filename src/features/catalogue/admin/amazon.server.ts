/**
 * The Amazon import screen on the server: whether the Creators API is configured, searching it, and adding a chosen
 * item to the catalogue. The configuration is read from the environment on each call (cheap), so a change of
 * credentials takes effect without a restart; the client, with its token cache and request spacing, is kept per
 * configuration.
 */
import type { Db } from '../../../lib/db/db.server.ts';
import { HttpError } from '../../../lib/http.ts';
import { requestPublish } from '../../publish/publish.server.ts';
import { upsertProducts } from '../product-write.server.ts';
import {
  AMAZON_MERCHANT,
  AMAZON_TEXT,
  type AmazonAddBody,
  type AmazonEnv,
  type AmazonItem,
  type AmazonStatus,
  amazonConfigFrom,
  amazonProductRow,
} from './amazon.ts';
import { type CreatorsConfig, partnerTaggedUrl } from './creators-api.ts';
import { AmazonApiError, CreatorsClient } from './creators-client.server.ts';
import { merchantSourceId } from './merchant.ts';

let current: { key: string; client: CreatorsClient } | null = null;

function keyOf(config: CreatorsConfig): string {
  return JSON.stringify([
    config.credentialId,
    config.credentialSecret,
    config.version,
    config.tokenUrl,
    config.host,
    config.partnerTag,
  ]);
}

/** Configured or not, and which variables to set. */
export function amazonStatus(env: AmazonEnv = process.env): AmazonStatus {
  return amazonConfigFrom(env).status;
}

function configured(env: AmazonEnv): CreatorsConfig {
  const { config, status } = amazonConfigFrom(env);
  if (!config) throw new HttpError(503, `${AMAZON_TEXT.notConfigured}: sätt ${status.missing.join(', ')}.`);
  return config;
}

/** The client for the configuration in the environment (one per configuration, so its token cache is shared). */
export function amazonClient(env: AmazonEnv = process.env): CreatorsClient {
  const config = configured(env);
  const key = keyOf(config);
  if (current?.key !== key) current = { key, client: new CreatorsClient(config) };
  return current.client;
}

/** Searches amazon.se; Amazon's failures become 502 answers with a Swedish message. */
export async function searchAmazon(
  keywords: string,
  maxResults: number,
  env: AmazonEnv = process.env,
): Promise<AmazonItem[]> {
  const client = amazonClient(env);
  try {
    return await client.searchItems(keywords, maxResults);
  } catch (error) {
    if (error instanceof AmazonApiError) throw new HttpError(502, error.message);
    throw error;
  }
}

export interface AmazonAddResult {
  id: string;
  added: boolean;
}

/**
 * Adds the item to the catalogue, or updates it when its ASIN is already there: merchant Amazon (created when
 * missing), source amazon, the partner-tagged link, waiting for tagging, written by the product writer (its merge
 * policy keeps the tags, visibility, boosts and an admin-chosen type of an existing product). Asks for the site to be
 * republished.
 */
export async function addAmazonProduct(
  db: Pick<Db, 'transaction'>,
  item: AmazonAddBody,
  env: AmazonEnv = process.env,
): Promise<AmazonAddResult> {
  const { partnerTag } = configured(env);
  const row = amazonProductRow(item, partnerTaggedUrl(item.asin, partnerTag));
  const result = await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO merchants (name, source_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      AMAZON_MERCHANT,
      merchantSourceId(AMAZON_MERCHANT),
    ]);
    const { added, ids } = await upsertProducts(tx, [{ ...row, category_path: [] }], { returnIds: true });
    const [id] = ids;
    if (!id) throw new Error('Amazon product was not saved');
    return { id, added: added === 1 };
  });
  await requestPublish(`${AMAZON_TEXT.publishReason}: ${item.title}`);
  return result;
}
