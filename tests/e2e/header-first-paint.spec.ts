/**
 * The first paint shows the page's header whole (the layout holds it until the main content's start tag has been
 * read, CONTENT_ID in src/lib/site.ts). A browser paints a document as it arrives, and a paint while the parser
 * waited inside the gift generator's header (at its saved-gifts island) showed the right-aligned buttons one short,
 * moving once the rest came in. Here the page comes from a small server that sends it in two parts, cut inside the
 * header's buttons, the second part 800 ms after the first (every other file from the site as it is).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { quietChat, recordShifts, shiftTotal } from './visitor-fixtures.ts';

const STALL_MS = 800;

/** Serves `path` in two parts, cut before `cutAt`, and passes every other request on to `site`. */
async function stallingServer(site: string, path: string, html: string, cutAt: string): Promise<Server> {
  const cut = html.indexOf(cutAt);
  if (cut < 0) throw new Error(`${cutAt} finns inte i sidan`);
  const server = createServer((req, res) => {
    if (req.url === path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), STALL_MS);
      return;
    }
    void fetch(new URL(req.url ?? '/', site), { headers: { accept: req.headers.accept ?? '*/*' } }).then(
      async (upstream) => {
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      },
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('the generator page paints nothing until its header is in, and its header buttons do not move', async ({
  page,
  request,
  baseURL,
}) => {
  await quietChat(page);
  const html = await (await request.get('/presentgenerator')).text();
  // The cut: inside the header's buttons, after "Slumpa" and before the saved-gifts button.
  const server = await stallingServer(baseURL as string, '/presentgenerator', html, '<astro-island');
  try {
    await page.addInitScript(() => {
      const header: { x: number }[] = [];
      (window as unknown as { __headerShifts: typeof header }).__headerShifts = header;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
          for (const source of entry.sources) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (element?.closest('header')) header.push({ x: 1 });
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await recordShifts(page);
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/presentgenerator`);
    await expect(page.locator('header').getByRole('link', { name: 'AI Express' })).toBeVisible();
    await page.waitForTimeout(500);
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    const sentFirstPart = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStart,
    );
    expect(firstPaint).toBeDefined();
    expect(Number(firstPaint) - Number(sentFirstPart)).toBeGreaterThanOrEqual(STALL_MS - 100);
    expect(await page.evaluate(() => (window as unknown as { __headerShifts: unknown[] }).__headerShifts)).toEqual([]);
    expect(await shiftTotal(page)).toBeLessThan(0.005);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
