import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS, SERVER_MALLOC_ENV, serverMallocEnv, withoutServerHeapFlags } from './server-heap.ts';

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

describe('the serving process’s allocator setting', () => {
  it('is added on Linux when the environment does not name it', () => {
    expect(serverMallocEnv({ PORT: '4321' }, 'linux')).toEqual({ PORT: '4321', ...SERVER_MALLOC_ENV });
    expect(SERVER_MALLOC_ENV).toEqual({ MALLOC_TRIM_THRESHOLD_: '1048576' });
  });

  it('leaves an operator’s own value, a restarted process and other systems alone', () => {
    expect(serverMallocEnv({ MALLOC_TRIM_THRESHOLD_: '131072' }, 'linux')).toBeNull();
    expect(serverMallocEnv({ PORT: '4321' }, 'darwin')).toBeNull();
    expect(serverMallocEnv({ PORT: '4321' }, 'win32')).toBeNull();
  });
});
