import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script: `sha256-` and the base64 SHA-256 of its text. */
export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}
