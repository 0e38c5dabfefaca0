/**
 * Every database the product can run on answers alike: the same parameter types in, the same row shapes out (but a
 * bigint, see below), query errors passed on with their SQLSTATE, transactions committed or rolled back whole. Runs
 * on the embedded database, and on the PostgreSQL server through node-postgres and through the Neon driver (when a
 * server answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, pglite, type TestDatabase } from './helpers/engines.ts';

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`databasen på ${engine.name}`, () => {
    let test: TestDatabase | undefined;
    const db = () => (test as TestDatabase).db;

    beforeAll(async () => {
      test = await engine.open();
      await db().exec('CREATE TABLE driver_probe (n int PRIMARY KEY, label text)');
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('binds every parameter type and returns the same row shapes', async () => {
      const when = new Date('2026-11-26T05:00:00.000Z');
      const [row] = await db().query(
        `SELECT 7::int AS int, 9007199254740993::bigint AS big, 12.50::numeric AS price, 0.5::real AS real,
           true AS yes, NULL::text AS nothing, $1::text AS text, $2::int AS param_int, $3::numeric AS param_price,
           $4::boolean AS param_bool, $5::timestamptz AS at, $6::text[] AS texts, $7::int[] AS ints,
           $8::boolean[] AS bools, $9::jsonb AS doc, ARRAY['a', 'b'] AS literal_array, '2026-11-26'::date AS day`,
        [
          'åäö "citat" \\ \n',
          42,
          19.9,
          false,
          when,
          ['x', null, 'y,z'],
          [1, null, 3],
          [true, false],
          '{"a":[1,"två"]}',
        ],
      );
      expect(row).toEqual({
        int: 7,
        // The one difference: a bigint comes back as a BigInt from the embedded database and as text from a server
        // (queries cast counts to int for that reason).
        big: engine === pglite ? 9007199254740993n : '9007199254740993',
        price: '12.50',
        real: 0.5,
        yes: true,
        nothing: null,
        text: 'åäö "citat" \\ \n',
        param_int: 42,
        param_price: '19.9',
        param_bool: false,
        at: when,
        texts: ['x', null, 'y,z'],
        ints: [1, null, 3],
        bools: [true, false],
        doc: { a: [1, 'två'] },
        literal_array: ['a', 'b'],
        day: expect.any(Date),
      });
    });

    it('passes a query error on unchanged, with its SQLSTATE', async () => {
      await db().query('INSERT INTO driver_probe VALUES (1, $1)', ['ett']);
      await expect(db().query('INSERT INTO driver_probe VALUES (1, $1)', ['igen'])).rejects.toMatchObject({
        code: '23505',
      });
      await expect(db().query('SELECT * FROM saknas')).rejects.toMatchObject({ code: '42P01' });
      await expect(db().query('SELECT 1')).resolves.toEqual([{ '?column?': 1 }]);
    });

    it('commits a transaction whole, or rolls it back whole when it throws', async () => {
      const result = await db().transaction(async (tx) => {
        await tx.query('INSERT INTO driver_probe VALUES (2, $1)', ['två']);
        return tx.query<{ n: number }>('SELECT count(*)::int AS n FROM driver_probe');
      });
      expect(result).toEqual([{ n: 2 }]);
      await expect(
        db().transaction(async (tx) => {
          await tx.query('INSERT INTO driver_probe VALUES (3, $1)', ['tre']);
          await tx.query('INSERT INTO driver_probe VALUES (1, $1)', ['krock']);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      await expect(
        db().transaction(async (tx) => {
          await tx.query('INSERT INTO driver_probe VALUES (4, $1)', ['fyra']);
          throw new Error('ångrat');
        }),
      ).rejects.toThrow('ångrat');
      expect(await db().query('SELECT n, label FROM driver_probe ORDER BY n')).toEqual([
        { n: 1, label: 'ett' },
        { n: 2, label: 'två' },
      ]);
    });

    it('answers queries running side by side', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => db().query<{ i: number }>('SELECT $1::int AS i, pg_sleep(0.01)', [i])),
      );
      expect(answers.map(([row]) => row?.i)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    });
  });
}
