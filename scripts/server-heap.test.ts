import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS, withoutServerHeapFlags } from './server-heap.ts';

describe('the serving process’s heap settings', () => {
  it('are what npm start runs the server with', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`node ${SERVER_HEAP_FLAGS.join(' ')} scripts/start.ts`);
  });

  it('are left out of a build process’s options, and nothing else is', () => {
    expect(
      withoutServerHeapFlags(['--max-old-space-size=512', '--inspect', '--max-semi-space-size=8', '--expose-gc']),
    ).toEqual(['--inspect', '--expose-gc']);
    expect(withoutServerHeapFlags(['--max-old-space-size', '--max-old-space-size-x=1'])).toEqual([
      '--max-old-space-size-x=1',
    ]);
  });
});
