import { Writable } from 'node:stream';
import { writeGoogleMerchantXml } from '../../../src/dev/feeds/feed-writers.ts';
import type { FeedItem } from '../../../src/dev/feeds/synthetic-feed.ts';

/** A Google Merchant XML feed of the items, in memory. */
export async function googleXml(items: readonly FeedItem[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeGoogleMerchantXml(items, sink);
  return Buffer.concat(chunks);
}
