/**
 * Serves a Node build (static pages + API) the way a production host would: gzip/brotli for text responses
 * (server-sent event streams stay uncompressed so every chunk arrives at once) and a year's immutable cache for
 * the content-hashed files under /_astro/.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import compression from 'compression';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

// `compression` is typed for Express, but it only uses the Node request and response.
const compress = compression({
  filter: (req, res) =>
    !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
}) as unknown as NodeMiddleware;

/** Starts the build's request handler behind compression and cache headers; resolves once listening. */
export async function serveBuild(entryPath: string, host: string, port: number): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(entryPath).href)) as { handler: NodeHandler };
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/_astro/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    compress(req, res, () => handler(req, res));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
