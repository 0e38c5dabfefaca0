/**
 * Serves a Node build (static pages + API) the way a production host would: gzip/brotli for text responses
 * (server-sent event streams stay uncompressed so every chunk arrives at once), the security headers of
 * src/lib/security/headers.ts on every answer, and a year's immutable cache for the content-hashed files under
 * /_astro/ — only on a 200, so a missing file is not cached.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { securityHeaders } from '../src/lib/security/headers.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

// `compression` is typed for Express, but it only uses the Node request and response.
const compress = compression({
  filter: (req, res) =>
    !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
}) as unknown as NodeMiddleware;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers that carry the file itself (or confirm the cached copy): never a 404 or an error. */
const CACHEABLE = new Set([200, 206, 304]);

/** Runs `beforeHead(status)` just before the status line and headers go out (explicit or implicit writeHead). */
function onWriteHead(res: ServerResponse, beforeHead: (status: number) => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    beforeHead(typeof args[0] === 'number' ? args[0] : this.statusCode);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** How long a request body may send nothing before it is answered 408 and its connection closed. */
export const BODY_IDLE_MS = 10_000;

export const BODY_TIMEOUT_MESSAGE = 'Förfrågan tog för lång tid att skicka';

/**
 * A request whose body is still coming in: an answer that goes out before the body has ended (a 413 at the
 * limit, a 401, a 405) closes the connection once it is sent, so a client cannot keep it open by sending the rest
 * slowly or not at all; and a body that sends nothing for `idleMs` is answered 408 (when nothing was answered yet)
 * and its connection closed.
 */
export function guardRequestBody(req: IncomingMessage, res: ServerResponse, idleMs = BODY_IDLE_MS): void {
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.complete) return;
  const socket = req.socket;
  const close = () => {
    clearTimeout(timer);
    socket.off('data', refresh);
    if (req.complete) return;
    // The answer is out: stop reading the rest and close, after a moment so the client reads the answer first.
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
  };
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent) {
      res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(JSON.stringify({ error: BODY_TIMEOUT_MESSAGE }));
    } else close();
  }, idleMs);
  timer.unref();
  // The parser reads the socket; a listener here only watches bytes arrive (it does not consume the body).
  const refresh = () => timer.refresh();
  socket.on('data', refresh);
  onWriteHead(res, () => {
    if (!req.complete) res.setHeader('Connection', 'close');
  });
  res.once('finish', close);
  res.once('close', () => {
    clearTimeout(timer);
    socket.off('data', refresh);
  });
}

/** The request handler: security headers first (a route's own values win), the asset cache once the status is known. */
export function withHeaders(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    for (const [name, value] of Object.entries(securityHeaders(pathname))) res.setHeader(name, value);
    if (pathname.startsWith('/_astro/')) {
      onWriteHead(res, (status) => {
        if (CACHEABLE.has(status)) res.setHeader('Cache-Control', IMMUTABLE);
        else res.removeHeader('Cache-Control');
      });
    }
    guardRequestBody(req, res);
    compress(req, res, () => handler(req, res));
  };
}

/** Loads a build's request handler (its server/entry.mjs) without starting the build's own server. */
export async function loadHandler(entryPath: string): Promise<NodeHandler> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(entryPath).href)) as { handler: NodeHandler };
  return handler;
}

/** A running site whose build can be replaced without a restart. */
export interface ServedSite {
  server: Server;
  /** The entry of the build answering new requests. */
  entryPath(): string;
  /**
   * Loads another build and answers every later request from it, in one step; requests already under way finish
   * on the build that took them. A build that fails to load leaves the current one serving.
   */
  switchTo(entryPath: string): Promise<void>;
}

/** Starts the build's request handler behind compression and headers, swappable; resolves once listening. */
export async function serveSite(entryPath: string, host: string, port: number): Promise<ServedSite> {
  let current = { entryPath, handler: await loadHandler(entryPath) };
  const server = createServer(withHeaders((req, res) => current.handler(req, res)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    server,
    entryPath: () => current.entryPath,
    async switchTo(next) {
      const handler = await loadHandler(next);
      current = { entryPath: next, handler };
    },
  };
}

/** Starts the build's request handler behind compression and headers; resolves once listening. */
export async function serveBuild(entryPath: string, host: string, port: number): Promise<Server> {
  return (await serveSite(entryPath, host, port)).server;
}
