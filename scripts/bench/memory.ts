/**
 * Resident memory of a serving process and its children (cluster workers, a build process), read from
 * /proc/<pid>/status: VmRSS (resident now) and VmHWM (the most it has been resident). Linux only; elsewhere the
 * figures are empty.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  /** Resident now, in bytes. */
  rss: number;
  /** The highest resident size this process has had, in bytes. */
  hwm: number;
}

function statusOf(pid: number): { ppid: number; rss: number; hwm: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { ppid: field('PPid'), rss: field('VmRSS') * 1024, hwm: field('VmHWM') * 1024 };
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** `root` and every process below it, except those whose command line contains one of `skip` (load clients). */
export function processTree(root: number, skip: readonly string[] = []): ProcessMemory[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  const status = new Map<number, { rss: number; hwm: number }>();
  for (const pid of pids) {
    const read = statusOf(pid);
    if (!read) continue;
    status.set(pid, read);
    children.set(read.ppid, [...(children.get(read.ppid) ?? []), pid]);
  }
  const found: ProcessMemory[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const read = status.get(pid);
    if (!read) continue;
    if (pid !== root && skip.some((part) => commandOf(pid).includes(part))) continue;
    found.push({ pid, rss: read.rss, hwm: read.hwm });
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** What one reading says: the server process, the rest of the tree, and their sum. */
export function describeTree(tree: readonly ProcessMemory[]): string {
  const [root, ...rest] = tree;
  if (!root) return 'inga siffror (ingen /proc)';
  const restRss = rest.reduce((sum, p) => sum + p.rss, 0);
  const head = `${mb(root.rss)} (toppen hittills ${mb(root.hwm)})`;
  if (rest.length === 0) return head;
  const largest = Math.max(...rest.map((p) => p.rss));
  const largestPeak = Math.max(...rest.map((p) => p.hwm));
  return `${head}; + ${rest.length} barnprocesser ${mb(restRss)} (störst ${mb(largest)}, toppen ${mb(largestPeak)}); totalt ${mb(root.rss + restRss)}`;
}

export interface MemoryPeak {
  /** The largest total resident size seen. */
  total: number;
  /** The largest single process seen (server, worker or build). */
  largest: number;
  /** The serving process itself (the root) at its largest. */
  server: number;
  samples: number;
}

/** Samples the tree under `root` every `intervalMs` until stopped; returns the peaks seen. */
export function watchMemory(
  root: number,
  skip: readonly string[] = [],
  intervalMs = 250,
): { stop(): MemoryPeak; peak(): MemoryPeak } {
  const peak: MemoryPeak = { total: 0, largest: 0, server: 0, samples: 0 };
  const sample = () => {
    const tree = processTree(root, skip);
    peak.samples++;
    peak.total = Math.max(
      peak.total,
      tree.reduce((sum, p) => sum + p.rss, 0),
    );
    peak.largest = Math.max(peak.largest, ...tree.map((p) => p.rss));
    peak.server = Math.max(peak.server, tree[0]?.rss ?? 0);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    peak: () => ({ ...peak }),
    stop() {
      clearInterval(timer);
      sample();
      return { ...peak };
    },
  };
}
