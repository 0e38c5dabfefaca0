/**
 * The admin guard over every route file under src/pages/api/admin/: without a session 401, with a session lacking
 * the admin role 403, a mutating request from another origin 403, bad input 400 — and each time the database's
 * content is unchanged. New routes are picked up by themselves.
 */
import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { adminRoutes, callAdmin, GUARD_TABLES, methodsOf, signedIn } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

/** Routes anyone may call: signing in and out. */
const OPEN = new Set(['/api/admin/login', '/api/admin/logout']);
/** Mutating routes that take no fields: their bad input is a body that is not JSON. */
const NO_FIELDS = new Set(['POST /api/admin/logout-all']);
/** GET routes without parameters: a bad query has nothing to be wrong about. */
const NO_PARAMETERS = new Set([
  'GET /api/admin/session',
  'GET /api/admin/counts',
  'GET /api/admin/merchants',
  'GET /api/admin/merchants/[id]/products',
  'GET /api/admin/products/merchants',
  'GET /api/admin/products/types',
  'GET /api/admin/homepage',
  'GET /api/admin/amazon/status',
  'GET /api/admin/trends',
  'GET /api/admin/tip-pages',
  'GET /api/admin/tip-pages/[id]',
  'GET /api/admin/publish',
]);

const BAD_QUERY = `?limit=-1&offset=-1&page=0&period=1y&sort=okänd&filter=okänd&q=${'x'.repeat(600)}`;

const routes = Object.entries(adminRoutes)
  .filter(([path]) => !OPEN.has(path))
  .flatMap(([path, module]) =>
    methodsOf(module).map((method) => ({ path, method, route: module[method] as APIRoute })),
  );

describe('every /api/admin/ route is guarded (PGlite, real migrations)', () => {
  const test = useDemoDatabase();

  it('finds the admin routes', () => {
    expect(routes.length).toBeGreaterThan(3);
  });

  async function concrete(path: string): Promise<{ path: string; params: Record<string, string> }> {
    const params: Record<string, string> = {};
    let url = path;
    for (const match of path.matchAll(/\/([^/]+)\/\[(\w+)\]/g)) {
      const [whole, collection = '', name = ''] = match;
      const table =
        collection === 'merchants'
          ? 'merchants'
          : collection === 'homepage'
            ? 'homepage_categories'
            : collection === 'tip-pages'
              ? 'tip_pages'
              : 'products';
      const [row] = await test.db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`);
      params[name] = row?.id ?? '';
      url = url.replace(whole, `/${collection}/${params[name]}`);
    }
    return { path: url, params };
  }

  for (const { path, method, route } of routes) {
    it(`${method} ${path}`, async () => {
      const target = await concrete(path);
      const admin = await signedIn(test.db, `admin-${method}-${path.replaceAll('/', '-')}@exempel.se`);
      const user = await signedIn(test.db, `user-${method}-${path.replaceAll('/', '-')}@exempel.se`, false);
      const before = await databaseChecksum(test.db, GUARD_TABLES);
      const mutating = method !== 'GET';
      const body = '{"x": 1}';

      const anonymous = await callAdmin(target.path, route, { method, body, params: target.params });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('content-type')).toContain('application/json');

      const notAdmin = await callAdmin(target.path, route, { method, body, cookie: user, params: target.params });
      expect(notAdmin.status).toBe(403);
      expect(await notAdmin.json()).toEqual({ error: 'Åtkomst nekad', code: 'not_admin' });

      if (mutating) {
        const foreign = await callAdmin(target.path, route, {
          method,
          body,
          cookie: admin,
          origin: 'https://evil.example',
          params: target.params,
        });
        expect(foreign.status).toBe(403);
        const form = await callAdmin(target.path, route, {
          method,
          body: 'title=x',
          contentType: 'application/x-www-form-urlencoded',
          cookie: admin,
          params: target.params,
        });
        expect(form.status).toBe(415);
        const bad = await callAdmin(target.path, route, {
          method,
          body: NO_FIELDS.has(`${method} ${path}`) ? '{"x":' : '{"bogus": [1, {"deep": null}]}',
          cookie: admin,
          params: target.params,
        });
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as { error: string }).error).toEqual(expect.any(String));
      } else if (!NO_PARAMETERS.has(`${method} ${path}`)) {
        const bad = await callAdmin(`${target.path}${BAD_QUERY}`, route, { cookie: admin, params: target.params });
        expect(bad.status).toBe(400);
      } else {
        const ok = await callAdmin(target.path, route, { cookie: admin, params: target.params });
        expect(ok.status).toBe(200);
      }
      expect(await databaseChecksum(test.db, GUARD_TABLES)).toEqual(before);
    });
  }
});
