/**
 * Control characters a request may not carry: the C0 range except tab, line feed and carriage return (which are
 * ordinary text in a chat message), and DEL. NUL is among them; PostgreSQL refuses it in text.
 */
export function isForbiddenControlCode(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/** True when the text holds a forbidden control character. */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (isForbiddenControlCode(text.charCodeAt(index))) return true;
  }
  return false;
}

/**
 * Where a forbidden control character sits in a parsed request value (a query object or a JSON body): the path
 * of a string or key holding one ('' for the value itself, `summary.audiences.0`, a key's own path), or
 * null when there is none. Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findControlCharacter(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    if (typeof next.value === 'string') {
      if (hasControlCharacter(next.value)) return next.path;
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        pending.push({ value: item, path: join(next.path, String(index)) });
      });
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        const path = join(next.path, key);
        if (hasControlCharacter(key)) return path;
        pending.push({ value: item, path });
      }
    }
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
