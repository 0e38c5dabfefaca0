/**
 * kill -9 during a tagging run: `npm run tag` is killed in the middle of a run on an embedded database on disk,
 * started again, and the run completes with every product tagged exactly once and exact approved/rejected counts.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { tagProduct } from '../../src/features/tagging/tagger.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { openPglite } from '../../src/lib/db/pglite.server.ts';
import { runScript } from './helpers/cli.ts';
import { logTaggings } from './helpers/tagging.ts';

function runTag(dataDir: string, onLine: (line: string, child: ChildProcess) => void) {
  return runScript(
    ['scripts/tag.ts', '--kind', 'alla'],
    { PRESENTPILOT_DATA_DIR: dataDir, DATABASE_URL: '', OPENAI_API_KEY: '' },
    onLine,
  );
}

describe('a tagging run killed with SIGKILL', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('resumes where it stopped and ends with every product tagged once, the counts exact', async () => {
    dir = await mkdtemp(join(tmpdir(), 'presentpilot-tag-crash-'));
    const dataDir = join(dir, 'db');
    // The demo catalogue five times over, all needing tags; every tagging is logged by a trigger.
    let expected = { total: 0, approved: 0 };
    const setup = await openPglite(dataDir);
    try {
      await migrate(setup);
      await seedDemo(setup);
      await setup.exec(`
        INSERT INTO products (title, description, price_value, merchant, merchant_pid, product_url, category_path,
          brand, source)
        SELECT title, description, price_value, merchant, merchant_pid || '-kopia-' || g, product_url, category_path,
          brand, source
        FROM products, generate_series(1, 4) AS g;
        UPDATE products SET needs_tagging = true;
      `);
      await logTaggings(setup);
      const rows = await setup.query<{
        title: string;
        description: string;
        category_path: string[];
        brand: string | null;
        price: number | null;
        merchant: string;
      }>(
        `SELECT title, description, category_path, brand, price_value::float8 AS price, merchant
         FROM products`,
      );
      expect(rows.length).toBeGreaterThan(2000);
      const approved = rows.filter(
        (row) =>
          tagProduct({
            title: row.title,
            description: row.description,
            categoryPath: row.category_path,
            brand: row.brand ?? '',
            price: row.price,
            merchant: row.merchant,
          }).approved,
      ).length;
      expected = { total: rows.length, approved };
    } finally {
      await setup.close();
    }

    let killedAt = -1;
    const first = await runTag(dataDir, (line, child) => {
      const match = /\] (\d+)\/(\d+)/.exec(line);
      if (match && killedAt < 0 && Number(match[1]) >= 600 && Number(match[1]) < Number(match[2])) {
        killedAt = Number(match[1]);
        child.kill('SIGKILL');
      }
    });
    expect(first.signal, first.output).toBe('SIGKILL');
    expect(killedAt).toBeGreaterThan(0);

    const second = await runTag(dataDir, () => undefined);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('Fortsätter den taggning som redan pågår');
    const rejected = expected.total - expected.approved;
    expect(second.output).toContain(
      `Taggning klar: ${expected.total} taggade (${expected.approved} godkända, ${rejected} avvisade)`,
    );

    const db = await openPglite(dataDir);
    try {
      const runs = await db.query<{ status: string; processed: number; approved: number; rejected: number }>(
        `SELECT status, (counts ->> 'processed')::int AS processed, (counts ->> 'approved')::int AS approved,
           (counts ->> 'rejected')::int AS rejected FROM jobs WHERE kind = 'tagging'`,
      );
      expect(runs).toEqual([
        {
          status: 'done',
          processed: expected.total,
          approved: expected.approved,
          rejected: expected.total - expected.approved,
        },
      ]);
      const [log] = await db.query<{ writes: number; products: number }>(
        'SELECT count(*)::int AS writes, count(DISTINCT id)::int AS products FROM tagged_log',
      );
      expect(log).toEqual({ writes: expected.total, products: expected.total });
      const [products] = await db.query<{ needing: number; rejected: number }>(
        `SELECT count(*) FILTER (WHERE needs_tagging)::int AS needing,
                count(*) FILTER (WHERE ai_rejection_reason IS NOT NULL AND NOT is_active)::int AS rejected
         FROM products`,
      );
      expect(products).toEqual({ needing: 0, rejected: expected.total - expected.approved });
    } finally {
      await db.close();
    }
  }, 300_000);
});
