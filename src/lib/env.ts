import { z } from 'zod';
import { parseTrustedProxies } from './client-address.ts';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value == null || value.trim() === '' ? undefined : value.trim()));

/** Every environment variable the product reads; see .env.example. Parsed once. */
export const envSchema = z.object({
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  /** host:port of a plain WebSocket-to-TCP proxy the Neon driver goes through (rehearsing against any server). */
  NEON_WS_PROXY: optionalText,
  /** Connections node-postgres keeps open to a PostgreSQL server at most (default 10). */
  PG_POOL_SIZE: optionalText,
  /** Where the embedded database lives; `memory://` keeps it in memory (tests). */
  PRESENTPILOT_DATA_DIR: optionalText,
  SESSION_SECRET: optionalText,
  /** Local use and tests: with ADMIN_PASSWORD, `npm start` creates or resets this admin. */
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: z.string().optional(),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  OPENAI_MODEL: optionalText,
  NETLIFY_BUILD_HOOK_URL: optionalText.pipe(z.url().optional()),
  AMAZON_CREDENTIAL_ID: optionalText,
  AMAZON_CREDENTIAL_SECRET: optionalText,
  AMAZON_PARTNER_TAG: optionalText,
  /** Creators API credential version, e.g. 2.2 (EU, Cognito) or 3.2 (EU, Login with Amazon). */
  AMAZON_CREDENTIAL_VERSION: optionalText,
  /** Overrides the token URL the credential version implies (tests, new regions). */
  AMAZON_TOKEN_URL: optionalText.pipe(z.url().optional()),
  /** Creators API base URL; default https://creatorsapi.amazon. */
  AMAZON_API_HOST: optionalText.pipe(z.url().optional()),
  SITE_URL: optionalText.pipe(z.url().optional()),
  /**
   * `npm start` behind a reverse proxy: the proxies' addresses or CIDR ranges ("127.0.0.1,::1"), whose
   * X-Forwarded-For names the visitor (src/lib/client-address.ts, docs/self-hosting.md#reverse-proxy).
   */
  TRUSTED_PROXIES: optionalText.refine((value) => {
    try {
      parseTrustedProxies(value);
      return true;
    } catch {
      return false;
    }
  }, 'adresser eller CIDR-intervall, åtskilda med komma'),
});
export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The parsed environment. Throws a readable error naming the bad variable, never its value. */
export function env(): Env {
  if (cached) return cached;
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Ogiltiga miljövariabler: ${names}. Se .env.example.`);
  }
  cached = result.data;
  return cached;
}

/** Forget the parsed environment (tests that change process.env). */
export function resetEnv(): void {
  cached = undefined;
}
