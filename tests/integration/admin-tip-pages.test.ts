/**
 * The admin's tip-page API over PGlite with the real migrations and the demo catalogue: ordering, the limits (an
 * 11th tip, removing the last tip, meta lengths), validation with the database unchanged on a rejected request,
 * hostile banners sanitised on save, and what the visitor side then reads.
 */
import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import type { AdminTipPage, TipPageListItem } from '../../src/features/tips/admin/tip-page.ts';
import { getActiveTipPage } from '../../src/features/tips/tips.server.ts';
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PUT as updateRoute,
} from '../../src/pages/api/admin/tip-pages/[id]/index.ts';
import { PATCH as visibilityRoute } from '../../src/pages/api/admin/tip-pages/[id]/visibility.ts';
import { POST as previewRoute } from '../../src/pages/api/admin/tip-pages/banner-preview.ts';
import { POST as createRoute, GET as listRoute } from '../../src/pages/api/admin/tip-pages/index.ts';
import { PUT as orderRoute } from '../../src/pages/api/admin/tip-pages/order.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const call = (route: APIRoute, method: string, path: string, body?: unknown, params: Record<string, string> = {}) =>
  asAdmin(route, method, path, body, params);

const list = async () => (await call(listRoute, 'GET', '/api/admin/tip-pages')).data.pages as TipPageListItem[];
const create = (body: unknown) => call(createRoute, 'POST', '/api/admin/tip-pages', body);
const update = (id: string, body: unknown) => call(updateRoute, 'PUT', `/api/admin/tip-pages/${id}`, body, { id });
const read = (id: string) => call(getRoute, 'GET', `/api/admin/tip-pages/${id}`, undefined, { id });
const remove = (id: string) => call(deleteRoute, 'DELETE', `/api/admin/tip-pages/${id}`, {}, { id });
const setVisible = (id: string, isActive: boolean) =>
  call(visibilityRoute, 'PATCH', `/api/admin/tip-pages/${id}/visibility`, { isActive }, { id });
const reorder = (ids: string[]) => call(orderRoute, 'PUT', '/api/admin/tip-pages/order', { ids });

const tip = (n: number) => ({ title: `Tips ${n}`, description: `Beskrivning av tips ${n}.` });

const HOSTILE = [
  '<script>alert(1)</script>',
  '<a href="javascript:alert(2)" onclick="alert(3)"><img src="x" onerror="alert(4)"></a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" style="position:fixed">',
  '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"><circle r="1"/></svg>',
  '<style>body{display:none}</style>',
  '<a href="https://track.example/c?id=1" target="_blank"><img src="https://img.example/b.png" width="980" height="120" alt="Rea"></a>',
].join('');

const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'Presenter till pappa som har allt',
  slug: '',
  ingress: 'Så hittar du en present han faktiskt använder.',
  tips: [tip(1), tip(2)],
  ctaText: 'Se presenterna',
  ctaUrl: '/present-till-pappa',
  extraTip: '',
  metaTitle: 'Presenter till pappa',
  metaDescription: '',
  banners: { desktop_top: HOSTILE, mobile_bottom: '   ' },
  ...overrides,
});

describe('admin tip pages API (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();
  const unchanged = async (request: () => Promise<{ status: number; data: { error?: string } }>) => {
    const before = await databaseChecksum(test.db);
    const answer = await request();
    expect(await databaseChecksum(test.db)).toEqual(before);
    return answer;
  };

  it('lists every page in its order, hidden ones too', async () => {
    const pages = await list();
    const rows = await test.db.query<{ id: string }>(
      'SELECT id::text FROM tip_pages ORDER BY sort_order, created_at, id',
    );
    expect(pages.map((p) => p.id)).toEqual(rows.map((row) => row.id));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.tipCount).toBeGreaterThan(0);
  });

  it('creates a page last, slug from the title, empty fields as null, banners sanitised on save', async () => {
    const before = await list();
    const { status, data } = await create(page());
    expect(status).toBe(201);
    const created = data.page as AdminTipPage;
    expect(created.slug).toBe('presenter-till-pappa-som-har-allt');
    expect(created.extraTip).toBeNull();
    expect(created.metaDescription).toBeNull();
    expect(created.isActive).toBe(true);
    const after = await list();
    expect(after.map((p) => p.id)).toEqual([...before.map((p) => p.id), created.id]);
    expect(after.map((p) => p.sortOrder)).toEqual(after.map((_, index) => index));

    const [row] = await test.db.query<{ extra_tip: string | null; meta_description: string | null }>(
      'SELECT extra_tip, meta_description FROM tip_pages WHERE id = $1',
      [created.id],
    );
    expect(row).toEqual({ extra_tip: null, meta_description: null });
    const banners = await test.db.query<{
      banner_type: string;
      html_code: string;
      link_url: string | null;
      image_url: string | null;
      width: number;
      height: number;
    }>('SELECT banner_type, html_code, link_url, image_url, width, height FROM tip_page_banners WHERE page_id = $1', [
      created.id,
    ]);
    expect(banners.map((banner) => banner.banner_type)).toEqual(['desktop_top']);
    const stored = banners[0];
    for (const bad of ['<script', 'javascript:', 'onclick', 'onerror', 'onload', 'data:', 'style', 'iframe', '<svg'])
      expect(stored?.html_code.toLowerCase()).not.toContain(bad);
    expect(stored?.html_code).toContain(
      '<a rel="sponsored noopener noreferrer" href="https://track.example/c?id=1" target="_blank"><img src="https://img.example/b.png" width="980" height="120" alt="Rea"></a>',
    );
    expect(stored).toMatchObject({
      link_url: 'https://track.example/c?id=1',
      image_url: 'https://img.example/b.png',
      width: 980,
      height: 120,
    });

    const visitor = await getActiveTipPage(test.db, created.slug);
    expect(visitor?.banners.map((banner) => banner.html)).toEqual([stored?.html_code]);
    expect(visitor?.cta).toEqual({ text: 'Se presenterna', url: '/present-till-pappa' });
  });

  it('reads one page back, and edits it: tips reordered, a banner removed, slug typed by hand', async () => {
    const { data } = await create(page({ title: 'Tips för student', banners: {} }));
    const created = data.page as AdminTipPage;
    const got = await read(created.id);
    expect(got.status).toBe(200);
    expect((got.data.page as AdminTipPage).tips).toEqual([tip(1), tip(2)]);

    const saved = await update(
      created.id,
      page({
        title: 'Tips för studenten',
        slug: 'Studentpresenter 2026',
        tips: [tip(2), tip(1), tip(3)],
        banners: { mobile_top: '<a href="/x"><img src="/b.png"></a>' },
      }),
    );
    expect(saved.status).toBe(200);
    const edited = saved.data.page as AdminTipPage;
    expect(edited.slug).toBe('studentpresenter-2026');
    expect(edited.tips).toEqual([tip(2), tip(1), tip(3)]);
    expect(Object.keys(edited.banners)).toEqual(['mobile_top']);
    expect(edited.sortOrder).toBe(created.sortOrder);
  });

  it('refuses an 11th tip, the removal of the last tip, an incomplete tip and long meta texts, changing nothing', async () => {
    const { data } = await create(page({ title: 'Gränser', banners: {} }));
    const id = (data.page as AdminTipPage).id;
    const cases: [Record<string, unknown>, string][] = [
      [{ tips: Array.from({ length: 11 }, (_, n) => tip(n)) }, 'Du kan max ha 10 tips per sida'],
      [{ tips: [] }, 'Sidan måste ha minst ett tips'],
      [{ tips: [tip(1), { title: 'Utan beskrivning', description: '' }] }, 'Alla tips måste ha titel och beskrivning'],
      [{ metaTitle: 'x'.repeat(61) }, 'Metatiteln får vara högst 60 tecken'],
      [{ metaDescription: 'x'.repeat(161) }, 'Metabeskrivningen får vara högst 160 tecken'],
      [{ title: '  ' }, 'Titel måste fyllas i'],
      [{ ctaUrl: 'javascript:alert(1)' }, 'CTA-länken måste börja med https://, http:// eller / (en sida på sajten)'],
    ];
    for (const [overrides, message] of cases) {
      const edited = await unchanged(() => update(id, page({ title: 'Gränser', banners: {}, ...overrides })));
      expect(edited).toMatchObject({ status: 400, data: { error: message } });
      const created = await unchanged(() => create(page({ title: 'Ny gräns', banners: {}, ...overrides })));
      expect(created).toMatchObject({ status: 400, data: { error: message } });
    }
    const ten = await update(
      id,
      page({ title: 'Gränser', banners: {}, tips: Array.from({ length: 10 }, (_, n) => tip(n)) }),
    );
    expect(ten.status).toBe(200);
    const exact = await update(
      id,
      page({ title: 'Gränser', metaTitle: 'å'.repeat(60), metaDescription: 'ö'.repeat(160) }),
    );
    expect(exact.status).toBe(200);
  });

  it('answers a taken slug 409, an unknown page 404 and a malformed body 400, changing nothing', async () => {
    const [first] = await list();
    if (!first) throw new Error('the demo catalogue has tip pages');
    const taken = await unchanged(() => create(page({ title: 'Något annat', slug: first.slug })));
    expect(taken).toMatchObject({
      status: 409,
      data: { error: `Det finns redan en tipssida med adressen /tips/${first.slug}` },
    });
    const missing = '00000000-0000-4000-8000-00000000abcd';
    expect(await unchanged(() => update(missing, page()))).toMatchObject({
      status: 404,
      data: { error: 'Tipssidan finns inte' },
    });
    expect(await unchanged(() => remove(missing))).toMatchObject({ status: 404 });
    expect(await unchanged(() => setVisible(missing, false))).toMatchObject({ status: 404 });
    expect((await unchanged(() => create({ ...page(), bogus: true }))).status).toBe(400);
    expect((await unchanged(() => create({ ...page(), tips: 'fel' }))).status).toBe(400);
    expect((await unchanged(() => create({ ...page(), banners: { sidebar: '<img src="/a.png">' } }))).status).toBe(400);
  });

  it('reorders as 0..n-1 in one transaction and refuses an order that is not every page once', async () => {
    const pages = await list();
    const reversed = [...pages].reverse().map((p) => p.id);
    const { status, data } = await reorder(reversed);
    expect(status).toBe(200);
    expect((data.pages as TipPageListItem[]).map((p) => p.id)).toEqual(reversed);
    const rows = await test.db.query<{ id: string; sort_order: number }>(
      'SELECT id::text, sort_order FROM tip_pages ORDER BY sort_order',
    );
    expect(rows.map((row) => row.id)).toEqual(reversed);
    expect(rows.map((row) => row.sort_order)).toEqual(reversed.map((_, index) => index));

    const message = 'Ordningen måste innehålla varje tipssida exakt en gång – ladda om listan';
    expect(await unchanged(() => reorder(reversed.slice(1)))).toMatchObject({ status: 400, data: { error: message } });
    expect(await unchanged(() => reorder([...reversed.slice(1), reversed[1] ?? '']))).toMatchObject({ status: 400 });
    expect(
      await unchanged(() => reorder([...reversed.slice(1), '00000000-0000-4000-8000-00000000abcd'])),
    ).toMatchObject({ status: 400 });
  });

  it('hides and shows a page (the visitor side stops and starts reading it) and deletes one, closing the gap', async () => {
    const { data } = await create(page({ title: 'Dold snart', banners: {} }));
    const created = data.page as AdminTipPage;
    expect((await setVisible(created.id, false)).data.page).toMatchObject({ isActive: false });
    expect(await getActiveTipPage(test.db, created.slug)).toBeNull();
    expect((await list()).find((p) => p.id === created.id)?.isActive).toBe(false);
    await setVisible(created.id, true);
    expect(await getActiveTipPage(test.db, created.slug)).not.toBeNull();

    const before = await list();
    const middle = before[1];
    if (!middle) throw new Error('two pages at least');
    expect((await remove(middle.id)).status).toBe(200);
    const after = await list();
    expect(after.map((p) => p.id)).toEqual(before.filter((p) => p.id !== middle.id).map((p) => p.id));
    expect(after.map((p) => p.sortOrder)).toEqual(after.map((_, index) => index));
    const [banners] = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tip_page_banners WHERE page_id = $1',
      [middle.id],
    );
    expect(banners?.n).toBe(0);
    expect((await read(middle.id)).status).toBe(404);
  });

  it('previews banners sanitised as they will be saved, with the link-and-image warning, saving nothing', async () => {
    const { status, data } = await unchanged(() =>
      call(previewRoute, 'POST', '/api/admin/tip-pages/banner-preview', {
        banners: {
          desktop_top: HOSTILE,
          tablet_top: '<img src="https://img.example/b.png">',
          mobile_top: '<script>alert(1)</script>',
        },
      }),
    );
    expect(status).toBe(200);
    const banners = (data as { banners?: unknown }).banners as Record<string, { html: string; warning: string | null }>;
    expect(banners.desktop_top?.warning).toBe(
      'Varje bild i bannern behöver en alt-text (vad bilden visar), annars kan skärmläsare inte läsa den',
    );
    expect(banners.desktop_top?.html).not.toMatch(/script|javascript:|onerror|onclick|data:|iframe|svg|style/i);
    expect(banners.tablet_top).toEqual({
      html: '<img src="https://img.example/b.png">',
      warning: 'Bannern bör innehålla både en spårningslänk och en bild',
    });
    expect(banners.mobile_top).toEqual({
      html: '',
      warning: 'Inget av bannerns innehåll är tillåtet – den visas inte',
    });
  });
});
