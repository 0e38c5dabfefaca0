import { describe, expect, it } from 'vitest';
import { createCatalogueLock } from './catalogue-lock.ts';

const A = '0b8f1c2e-aaaa-4bbb-8ccc-123456789abc';
const B = '1c9e2d3f-bbbb-4ccc-9ddd-23456789abcd';
const C = '2d0f3e4a-cccc-4ddd-aeee-3456789abcde';
const D = '3e1a4f5b-dddd-4eee-bfff-456789abcdef';
const FAKE = '9f9f9f9f-0000-4000-8000-000000000000';

/** Feeds the text in pieces of `size` characters and returns everything let through. */
function run(text: string, allowed: string[], size = 3, max = 3) {
  const lock = createCatalogueLock(allowed, max);
  let out = '';
  for (let i = 0; i < text.length; i += size) out += lock.push(text.slice(i, i + size));
  out += lock.flush();
  return { out, lock };
}

describe('catalogue lock', () => {
  it('lets candidate ids through, written canonically', () => {
    const { out, lock } = run(
      `Här är två:\n🎁 Kaffe – 199 kr <ID:${A.toUpperCase()}>\n🎁 Te – 99 kr <id:  ${B} >\nLycka till!`,
      [A, B],
    );
    expect(out).toBe(`Här är två:\n🎁 Kaffe – 199 kr <id: ${A}>\n🎁 Te – 99 kr <id: ${B}>\nLycka till!`);
    expect(lock.accepted).toEqual([A, B]);
    expect(lock.rejected).toBe(0);
  });

  it('drops a line that names only an invented id, so the invented product never reaches the client', () => {
    const { out, lock } = run(`Förslag:\n🎁 Påhittad pryl – 300 kr <id: ${FAKE}>\n🎁 Kaffe – 199 kr <id: ${A}>\n`, [A]);
    expect(out).toBe(`Förslag:\n🎁 Kaffe – 199 kr <id: ${A}>\n`);
    expect(out).not.toContain(FAKE);
    expect(out).not.toContain('Påhittad');
    expect(lock.rejected).toBe(1);
  });

  it('drops lines with malformed and open tags', () => {
    const { out, lock } = run(`Rad <id: ${A}> med <id: inte_ett id> och\nmitt <id: ${A}>\nslut <id: ${A}`, [A], 1);
    expect(out).toBe(`mitt <id: ${A}>\n`);
    expect(lock.rejected).toBe(2);
  });

  it('drops a line that names a candidate and an invented product together, and does not count its ids', () => {
    const { out, lock } = run(
      `Förslag:\n🎁 Kaffe <id: ${A}> eller Påhittad pryl <id: ${FAKE}>\n🎁 Te – 99 kr <id: ${B}>\n`,
      [A, B],
    );
    expect(out).toBe(`Förslag:\n🎁 Te – 99 kr <id: ${B}>\n`);
    expect(out).not.toContain('Påhittad');
    expect(out).not.toContain(FAKE);
    expect(lock.accepted).toEqual([B]);
    expect(lock.rejected).toBe(1);
  });

  it('keeps at most three different ids', () => {
    const text = [A, B, C, D].map((id, i) => `🎁 Vara ${i} <id: ${id}>`).join('\n');
    const { out, lock } = run(text, [A, B, C, D]);
    expect(lock.accepted).toEqual([A, B, C]);
    expect(out).not.toContain(D);
    expect(out).not.toContain('Vara 3');
  });

  it('lets a repeated candidate id through again', () => {
    const { out } = run(`<id: ${A}> och åter <id: ${A}>`, [A]);
    expect(out.match(/<id:/g)).toHaveLength(2);
  });

  it('leaves other angle brackets and text alone', () => {
    expect(run('Pris < 500 kr och > 100 kr\n<b>fet</b>', []).out).toBe('Pris < 500 kr och > 100 kr\n<b>fet</b>');
  });

  it('never lets an invented id through however the stream is cut', () => {
    const text = `Hej!\n🎁 A <id: ${A}>\n🎁 Falsk <id: ${FAKE}>\n🎁 B <id: ${B}> och Falsk <id: ${FAKE}>\nSlut`;
    for (let size = 1; size <= text.length; size++) {
      const { out } = run(text, [A, B], size);
      expect(out).toBe(`Hej!\n🎁 A <id: ${A}>\nSlut`);
    }
  });
});

describe('catalogue lock: reasons', () => {
  const A = 'aaaaaaaa-0000-4000-8000-000000000001';
  const B = 'bbbbbbbb-0000-4000-8000-000000000002';
  const claims = { terms: [{ term: 'kaffe', ids: [A] }] };

  it('removes a sentence that gives a product a reason it does not match, and keeps the true ones', () => {
    const lock = createCatalogueLock([A, B], 3, claims);
    const text = lock.push(
      `Här är två idéer till din mamma som gillar kaffe:\n🎁 Kaffekvarn – 449 kr <id: ${A}>\nMaler bönor fint. Perfekt för den som gillar kaffe.\n🎁 Teprovning – 299 kr <id: ${B}>\nTolv teer i provrör. Perfekt för den som gillar kaffe.\n`,
    );
    expect(text).toContain('din mamma som gillar kaffe');
    expect(text).toContain('Maler bönor fint. Perfekt för den som gillar kaffe.');
    expect(text).toContain(`<id: ${B}>\nTolv teer i provrör.\n`);
    expect(lock.falseReasons).toBe(1);
    expect(lock.accepted).toEqual([A, B]);
  });

  it('drops a line that is nothing but a false reason', () => {
    const lock = createCatalogueLock([B], 3, claims);
    const text = lock.push(`🎁 Teprovning – 299 kr <id: ${B}>\nPerfekt för den som gillar kaffe.\nKlar!\n`);
    expect(text).toBe(`🎁 Teprovning – 299 kr <id: ${B}>\nKlar!\n`);
  });
});
