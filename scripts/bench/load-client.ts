/**
 * The load generator of the bench's loopback load run, in its own process so it never shares an event loop with
 * the server it measures: `node scripts/bench/load-client.ts '<LoadPlan JSON>'` runs autocannon with the plan and
 * prints one JSON line, a LoadOutcome (every answer's latency, statuses and socket errors).
 */
import autocannon from 'autocannon';

export interface LoadPlan {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }[];
  /**
   * Appends a number that grows with every request to each path (`path + n`), so no two requests ask the same thing:
   * for a search, a new term each time, which no cached answer can serve.
   */
  numbered?: boolean | undefined;
}

export interface LoadOutcome {
  /** Milliseconds of every completed answer. */
  latencies: number[];
  /** Answers per status code. */
  statuses: Record<string, number>;
  /** Socket errors and timeouts (no answer at all). */
  failures: number;
  seconds: number;
}

let sent = 0;

/** A request whose path gets the next number at every send. */
function numbered(request: LoadPlan['requests'][number]) {
  return {
    ...request,
    setupRequest: (req: { path: string }) => {
      sent += 1;
      return { ...req, path: `${request.path}${sent}` };
    },
  };
}

/** Runs one plan to its end. */
export async function runPlan(plan: LoadPlan): Promise<LoadOutcome> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: plan.durationSeconds,
        timeout: 10,
        requests: plan.numbered ? plan.requests.map(numbered) : plan.requests,
      },
      (error: unknown) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', () => {
      failures += 1;
    });
  });
  return { latencies, statuses, failures, seconds: (performance.now() - started) / 1000 };
}

if (import.meta.main) {
  const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
  const outcome = await runPlan(plan);
  process.stdout.write(`${JSON.stringify(outcome)}\n`);
}
