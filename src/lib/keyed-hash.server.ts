import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { env } from './env.ts';

let localKey: KeyObject | undefined;
let secretKey: { secret: string; key: KeyObject } | undefined;

/**
 * SESSION_SECRET, or a random key for this process when none is set (local mode: one process). Kept as a KeyObject:
 * an HMAC with it costs about a sixth of one that imports a string key each time (this runs on every search).
 */
function key(): KeyObject {
  const secret = env().SESSION_SECRET;
  if (secret) {
    if (secretKey?.secret !== secret) secretKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
    return secretKey.key;
  }
  localKey ??= createSecretKey(randomBytes(32));
  return localKey;
}

/**
 * A keyed hash (HMAC-SHA256, hex) of a value such as a client IP or an email, so counters can be kept per client
 * without storing who the client is. `purpose` separates the uses of one key.
 */
export function keyedHash(purpose: string, value: string): string {
  return createHmac('sha256', key()).update(`${purpose}\u0000${value}`).digest('hex');
}
