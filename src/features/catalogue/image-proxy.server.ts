/**
 * The local image step behind /api/bild (`npm start`; production uses the Netlify Image CDN): a product image from a
 * merchant's host, resized for the card and re-encoded as AVIF for a browser that accepts it and WebP otherwise, kept
 * in a size-limited disk cache (one file per URL, width and format). Never an open
 * proxy: only the image URL of a product shown in the catalogue, only an image answer, at most IMAGE_MAX_BYTES,
 * within IMAGE_TIMEOUT_MS. A refusal is an HttpError with a clear status and nothing is cached.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../lib/db/db.server.ts';
import { HttpError, notFound } from '../../lib/http.ts';

/** Largest original image fetched. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** How long the merchant's host may take to send the whole image. */
export const IMAGE_TIMEOUT_MS = 8000;
/** Largest disk cache (oldest files dropped beyond it); `PRESENTPILOT_IMAGE_CACHE_MB` to change. */
export const IMAGE_CACHE_MAX_BYTES = Number(process.env.PRESENTPILOT_IMAGE_CACHE_MB ?? 200) * 1024 * 1024;

export const IMAGE_TEXT = {
  notInCatalogue: 'Bilden finns inte i katalogen',
  notImage: 'Adressen gav ingen bild',
  tooLarge: 'Bilden är för stor',
  timeout: 'Bildservern svarade inte i tid',
  upstream: 'Bildservern svarade med ett fel',
  unreadable: 'Bilden kunde inte läsas',
} as const;

/** The formats the step encodes, best first. */
export type ImageFormat = 'avif' | 'webp';

export const IMAGE_CONTENT_TYPE: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** AVIF when the request's Accept header names it (and does not refuse it with q=0), else WebP. */
export function negotiateFormat(accept: string | null): ImageFormat {
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim());
    if (type !== 'image/avif') continue;
    const quality = params.find((param) => param.startsWith('q='));
    return quality && Number(quality.slice(2)) === 0 ? 'webp' : 'avif';
  }
  return 'webp';
}

export interface ImageProxyOptions {
  cacheDir: string;
  maxBytes?: number;
  timeoutMs?: number;
  cacheMaxBytes?: number;
}

/** The disk cache directory: `PRESENTPILOT_IMAGE_CACHE_DIR`, else `.data/image-cache`. */
export function imageCacheDir(): string {
  return process.env.PRESENTPILOT_IMAGE_CACHE_DIR ?? join(process.cwd(), '.data', 'image-cache');
}

/** True when the URL is the image of a product shown in the catalogue (products_image_url_idx). */
async function inCatalogue(db: Queryable, url: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE is_active AND image_url = $1 LIMIT 1', [url]);
  return rows.length > 0;
}

/** The original image, refused when it is not an image, too large or too slow. */
async function fetchOriginal(url: string, maxBytes: number, timeoutMs: number): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, headers: { accept: 'image/avif,image/webp,image/*' } });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new HttpError(502, IMAGE_TEXT.upstream);
    }
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    if (!type.startsWith('image/')) {
      await response.body?.cancel().catch(() => undefined);
      throw new HttpError(415, IMAGE_TEXT.notImage);
    }
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new HttpError(413, IMAGE_TEXT.tooLarge);
    }
    const reader = response.body?.getReader();
    if (!reader) throw new HttpError(415, IMAGE_TEXT.notImage);
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        reader.cancel().catch(() => undefined);
        throw new HttpError(413, IMAGE_TEXT.tooLarge);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (signal.aborted) throw new HttpError(504, IMAGE_TEXT.timeout);
    throw new HttpError(502, IMAGE_TEXT.upstream);
  }
}

/** Resized to a `width` square (cropped like the card's object-cover) and re-encoded as AVIF or WebP. */
async function encode(original: Uint8Array, width: number, format: ImageFormat): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const resized = sharp(original, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width, height: width, fit: 'cover', withoutEnlargement: false });
    // Qualities that look alike on a photo (AVIF about a fifth smaller); AVIF's effort 2 encodes a 640 px card in
    // about a sixth of the time of the default 4 for some 10 % more bytes.
    return await (format === 'avif'
      ? resized.avif({ quality: 50, effort: 2 })
      : resized.webp({ quality: 70 })
    ).toBuffer();
  } catch {
    throw new HttpError(415, IMAGE_TEXT.unreadable);
  }
}

/** Drops the least recently used files until the cache fits its limit. */
async function trimCache(dir: string, limit: number): Promise<void> {
  const files = await Promise.all(
    (await readdir(dir))
      .filter((name) => name.endsWith('.webp') || name.endsWith('.avif'))
      .map(async (name) => {
        const info = await stat(join(dir, name)).catch(() => null);
        return info ? { name, size: info.size, used: info.mtimeMs } : null;
      }),
  );
  const present = files.filter((file) => file !== null).sort((a, b) => a.used - b.used);
  let total = present.reduce((sum, file) => sum + file.size, 0);
  for (const file of present) {
    if (total <= limit) break;
    await unlink(join(dir, file.name)).catch(() => undefined);
    total -= file.size;
  }
}

/**
 * The card image for a catalogue image URL at `width` in `format`: from the disk cache, or fetched, resized,
 * re-encoded and cached. Throws a 404 for a URL that is no product's image, 415 for an answer that is not a readable image, 413
 * for one larger than the limit, 504 when the host does not answer in time, 502 for a host's error.
 */
export async function cardImage(
  db: Queryable,
  url: string,
  width: number,
  format: ImageFormat,
  options: ImageProxyOptions,
): Promise<Buffer> {
  if (!(await inCatalogue(db, url))) throw notFound(IMAGE_TEXT.notInCatalogue);
  const key = createHash('sha256').update(`${width}|${url}`).digest('hex');
  const file = join(options.cacheDir, `${key}.${format}`);
  const cached = await readFile(file).catch(() => null);
  if (cached) {
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return cached;
  }
  const original = await fetchOriginal(url, options.maxBytes ?? IMAGE_MAX_BYTES, options.timeoutMs ?? IMAGE_TIMEOUT_MS);
  const image = await encode(original, width, format);
  await mkdir(options.cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, image);
  await rename(temporary, file);
  await trimCache(options.cacheDir, options.cacheMaxBytes ?? IMAGE_CACHE_MAX_BYTES);
  return image;
}

/**
 * The hosts of the shown products' images, for the Netlify build: Astro's `image.domains`, which the Netlify adapter
 * turns into the Image CDN's allowed remote images, so the CDN fetches from the catalogue's image hosts only.
 */
export async function catalogueImageHosts(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ host: string | null }>(
    `SELECT DISTINCT lower(substring(image_url from '^https?://([^/:?#]+)')) AS host
     FROM products WHERE is_active AND image_url ~* '^https?://' ORDER BY 1`,
  );
  return rows.flatMap((row) => (row.host ? [row.host] : []));
}
