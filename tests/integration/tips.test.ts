import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allActiveTipPages, getActiveTipPage, listActiveTipPages } from '../../src/features/tips/tips.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';

async function insertPage(
  db: Db,
  page: {
    slug: string;
    title: string;
    sort: number;
    active?: boolean;
    cta?: [string | null, string | null];
    metaTitle?: string | null;
  },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO tip_pages (title, slug, ingress, content, cta_text, cta_url, extra_tip, meta_title, meta_description,
       sort_order, is_active)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      page.title,
      page.slug,
      `Ingress för ${page.title}.`,
      JSON.stringify({
        tips: [
          { title: 'Första tipset', description: 'Beskrivning ett.' },
          { title: 'Andra tipset', description: 'Beskrivning två.' },
          { title: 7 },
        ],
      }),
      page.cta?.[0] ?? null,
      page.cta?.[1] ?? null,
      'Extra tips: slå in presenten fint.',
      page.metaTitle ?? null,
      null,
      page.sort,
      page.active ?? true,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert failed');
  return id;
}

const available = await engines();

describe.each(available)('tip page reads on $name', (engine) => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    if (engine.unavailable) return;
    test = await engine.open();
    db = test.db;
    const first = await insertPage(db, {
      slug: 'presenttips-pappa',
      title: 'Presenttips till pappa',
      sort: 2,
      cta: ['Se presenter till pappa', '/present-till-pappa'],
      metaTitle: 'Bästa presenterna till pappa',
    });
    await insertPage(db, {
      slug: 'julklappstips-mamma',
      title: 'Julklappstips till mamma',
      sort: 1,
      cta: ['Läs mer', null],
    });
    await insertPage(db, { slug: 'dold-sida', title: 'Dold sida', sort: 0, active: false });
    await db.query(
      `INSERT INTO tip_page_banners (page_id, banner_type, html_code, width, height) VALUES
         ($1, 'desktop_top', $2, 980, 120),
         ($1, 'mobile_top', $3, NULL, NULL),
         ($1, 'tablet_bottom', '<script>alert(1)</script>', 468, 60)`,
      [
        first,
        '<a href="https://track.example/k?x=1" target="_blank"><img src="https://cdn.example/b.png" width="980" height="120" alt="Rea" onerror="alert(1)"></a>',
        '<a href="javascript:alert(1)"><img src="/images/banner.svg" alt="Mobil"></a><iframe src="https://evil.example"></iframe>',
      ],
    );
  });

  afterAll(async () => {
    await test?.dispose();
  });

  it.skipIf(engine.unavailable !== null)('lists only active pages, in sort order', async () => {
    expect(await listActiveTipPages(db)).toEqual([
      {
        slug: 'julklappstips-mamma',
        title: 'Julklappstips till mamma',
        ingress: 'Ingress för Julklappstips till mamma.',
        tipCount: 2,
      },
      {
        slug: 'presenttips-pappa',
        title: 'Presenttips till pappa',
        ingress: 'Ingress för Presenttips till pappa.',
        tipCount: 2,
      },
    ]);
  });

  it.skipIf(engine.unavailable !== null)('reads one page with tips, CTA rule and sanitised banners', async () => {
    const page = await getActiveTipPage(db, 'presenttips-pappa');
    expect(page).not.toBeNull();
    expect(page?.title).toBe('Presenttips till pappa');
    expect(page?.metaTitle).toBe('Bästa presenterna till pappa');
    expect(page?.metaDescription).toBe('Ingress för Presenttips till pappa.');
    expect(page?.tips).toEqual([
      { title: 'Första tipset', description: 'Beskrivning ett.' },
      { title: 'Andra tipset', description: 'Beskrivning två.' },
    ]);
    expect(page?.extraTip).toBe('Extra tips: slå in presenten fint.');
    expect(page?.cta).toEqual({ text: 'Se presenter till pappa', url: '/present-till-pappa' });
    expect(page?.banners.map((banner) => [banner.slot, banner.width, banner.height])).toEqual([
      ['desktop_top', 980, 120],
      ['mobile_top', 320, 100],
    ]);
    const html = page?.banners.map((banner) => banner.html).join('') ?? '';
    expect(html).toContain('href="https://track.example/k?x=1"');
    expect(html).toContain('src="/images/banner.svg"');
    expect(html).not.toMatch(/onerror|javascript|iframe|script|evil/i);
  });

  it.skipIf(engine.unavailable !== null)('leaves the CTA out when its address is missing', async () => {
    expect((await getActiveTipPage(db, 'julklappstips-mamma'))?.cta).toBeNull();
  });

  it.skipIf(engine.unavailable !== null)('gives null for unknown and hidden slugs', async () => {
    expect(await getActiveTipPage(db, 'finns-inte')).toBeNull();
    expect(await getActiveTipPage(db, 'dold-sida')).toBeNull();
  });

  it.skipIf(engine.unavailable !== null)('reads every active page with its own banners for the build', async () => {
    const pages = await allActiveTipPages(db);
    expect(pages.map((page) => page.slug)).toEqual(['julklappstips-mamma', 'presenttips-pappa']);
    expect(pages[0]?.banners).toEqual([]);
    expect(pages[1]?.banners).toHaveLength(2);
  });
});
