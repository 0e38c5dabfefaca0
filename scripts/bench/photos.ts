/**
 * Real photographs for the Lighthouse run, without the internet: the desktop backgrounds that Debian packages install
 * under /usr/share/backgrounds (e.g. `apt-get install lomiri-wallpapers-16.04`, photographs of landscapes, animals
 * and things), cut to 1,500 px JPEGs in a temp dir at run time and served by a merchant-like host on another
 * loopback address (127.0.0.2), so the catalogue's image URLs point at a host that is not the site.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's background packages put their pictures. */
const PHOTO_DIRS = ['/usr/share/backgrounds', '/usr/share/wallpapers'];
/** The long side of a photo as the merchant's host serves it. */
export const PHOTO_PX = 1500;
/** How the photo host is reached: another loopback address than the site's 127.0.0.1, on a fixed port so that a
 * kept build's image URLs still point at it. */
const PHOTO_HOST = '127.0.0.2';
const PHOTO_PORT = Number(process.env.PRESENTPILOT_PHOTO_PORT ?? 4703);

export interface PhotoHost {
  /** e.g. http://127.0.0.2:40123 */
  base: string;
  /** How many different photographs it serves. */
  count: number;
  /** Average size of one served photo in bytes. */
  averageBytes: number;
  stop(): Promise<void>;
}

/** JPEG files (photographs; the PNGs in these packages are drawings) under the background directories. */
async function sourcePhotos(): Promise<string[]> {
  const found: string[] = [];
  for (const dir of PHOTO_DIRS) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile() && /\.jpe?g$/i.test(entry.name)) found.push(join(entry.parentPath, entry.name));
    }
  }
  return found.sort();
}

/** A stable photo index for a path, so each product keeps its photo across requests. */
function photoIndex(path: string, count: number): number {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % count;
}

/**
 * Starts the photo host, or returns null when no Debian background package with photographs is installed. Every
 * path under /foto/ answers with one of the photographs (chosen by the path), so each product can have its own URL.
 */
export async function startPhotoHost(): Promise<PhotoHost | null> {
  const sources = await sourcePhotos();
  if (sources.length === 0) return null;
  const { default: sharp } = await import('sharp');
  const dir = await mkdtemp(join(tmpdir(), 'presentpilot-photos-'));
  const photos: Buffer[] = [];
  for (const [index, source] of sources.entries()) {
    const file = join(dir, `${index}.jpg`);
    await sharp(source).resize({ width: PHOTO_PX, height: PHOTO_PX, fit: 'inside' }).jpeg({ quality: 85 }).toFile(file);
    photos.push(await readFile(file));
  }
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/foto/')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('saknas');
      return;
    }
    const photo = photos[photoIndex(path, photos.length)] as Buffer;
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.byteLength });
    res.end(photo);
  });
  await new Promise<void>((resolve) => server.listen(PHOTO_PORT, PHOTO_HOST, resolve));
  return {
    base: `http://${PHOTO_HOST}:${(server.address() as AddressInfo).port}`,
    count: photos.length,
    averageBytes: photos.reduce((sum, photo) => sum + photo.byteLength, 0) / photos.length,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
