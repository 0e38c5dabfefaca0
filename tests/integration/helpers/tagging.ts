import { expect, vi } from 'vitest';
import { resetEnv } from '../../../src/lib/env.ts';

/** The env the openai client reads. */
export const OPENAI_ENV_KEYS = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'] as const;

/** The openai env as it is now, for restoreOpenAiEnv. */
export function savedOpenAiEnv(): Record<string, string | undefined> {
  return Object.fromEntries(OPENAI_ENV_KEYS.map((key) => [key, process.env[key]]));
}

/** Puts the openai env back as it was saved. */
export function restoreOpenAiEnv(saved: Record<string, string | undefined>): void {
  for (const key of OPENAI_ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnv();
}

/** Everything written to the console goes to `logged` instead (to check that no secret is logged). */
export function captureConsole(logged: string[]): void {
  for (const method of ['log', 'warn', 'error', 'info'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
}

/** After a test: the fake server's records cleared, the console back, and `secret` never logged. */
export function endOpenAiTest(fake: { requests: unknown[]; calls: unknown[] }, logged: string[], secret: string): void {
  fake.requests.length = 0;
  fake.calls.length = 0;
  vi.restoreAllMocks();
  expect(logged.join('\n')).not.toContain(secret);
  logged.length = 0;
}

/** Every change of a product from "needs tags" to tagged is logged in tagged_log, to see that none is tagged twice. */
export async function logTaggings(db: { exec(sql: string): Promise<unknown> }): Promise<void> {
  await db.exec(`
    CREATE TABLE tagged_log (id uuid NOT NULL);
    CREATE FUNCTION log_tagged() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO tagged_log VALUES (NEW.id); RETURN NEW; END $$;
    CREATE TRIGGER products_tagged AFTER UPDATE OF needs_tagging ON products
      FOR EACH ROW WHEN (OLD.needs_tagging AND NOT NEW.needs_tagging) EXECUTE FUNCTION log_tagged();
  `);
}
