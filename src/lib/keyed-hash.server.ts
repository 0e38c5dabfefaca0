import { createHmac, randomBytes } from 'node:crypto';
import { env } from './env.ts';

let localKey: Buffer | undefined;

/** SESSION_SECRET, or a random key for this process when none is set (local mode: one process). */
function key(): Buffer | string {
  const secret = env().SESSION_SECRET;
  if (secret) return secret;
  localKey ??= randomBytes(32);
  return localKey;
}

/**
 * A keyed hash (HMAC-SHA256, hex) of a value such as a client IP or an email, so counters can be kept per client
 * without storing who the client is. `purpose` separates the uses of one key.
 */
export function keyedHash(purpose: string, value: string): string {
  return createHmac('sha256', key()).update(`${purpose}\u0000${value}`).digest('hex');
}
