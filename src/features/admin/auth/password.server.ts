import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's Argon2id parameters: 19 MiB of memory, 2 passes, 1 lane (the library's algorithm is Argon2id by default).
 * Stored in each hash and read back from it.
 */
export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with Argon2id (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_PARAMS);
}

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is of an older kind or weaker parameters: hash the password again now that it is known. */
  needsRehash: boolean;
}

const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

/** Checks a password against a stored Argon2id hash (parameters from the hash) or an older scrypt hash. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith('$argon2')) {
    const ok = await verify(stored, password.normalize('NFKC')).catch(() => false);
    return { ok, needsRehash: ok && !stored.startsWith(CURRENT_PREFIX) };
  }
  if (stored.startsWith('scrypt$')) {
    const ok = await verifyScrypt(password, stored);
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one real verification for an unknown account, so a wrong email and a wrong password take about
 * as long to answer.
 */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword(generatePassword());
  await verify(await decoy, password.normalize('NFKC')).catch(() => false);
}

/** scrypt hashes written before Argon2id: `scrypt$N$r$p$salt$hash` (base64). */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltText, hashText] = stored.split('$');
  if (!n || !r || !p || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: 128 * 1024 * 1024 };
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64'), expected.length, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  }).catch(() => null);
  return actual !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Writes a scrypt hash the way accounts made before Argon2id have them (for the migration test). */
export function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 32, params, (error, key) =>
      error
        ? reject(error)
        : resolve(['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')),
    );
  });
}

/** A random password that is easy to copy: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}
