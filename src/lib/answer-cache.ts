/**
 * Answers kept by key while the data they came from stands still: an entry is valid for the version it was computed
 * at and for at most `maxAgeMs`; each entry weighs what its caller says (e.g. the most rows it can hold) and the
 * least recently used entries go first when the total passes `maxWeight`; callers asking for a key that is being
 * computed share that one computation. A failed computation is not kept. Pure apart from the clock passed in.
 */
export interface AnswerCacheOptions {
  maxWeight: number;
  maxAgeMs: number;
}

interface Entry<T> {
  version: string;
  at: number;
  weight: number;
  answer: Promise<T>;
}

export class AnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly options: AnswerCacheOptions;
  private total = 0;

  constructor(options: AnswerCacheOptions) {
    this.options = options;
  }

  /** The summed weight of the kept entries. */
  get weight(): number {
    return this.total;
  }

  /** The answer for `key` at `version`: the kept one while valid, otherwise `compute()`'s (then kept). */
  answer(key: string, version: string, compute: () => Promise<T>, weight = 1, now = Date.now()): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version && now - kept.at < this.options.maxAgeMs) {
      // Most recently used goes last, so the first key is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.answer;
    }
    const answer = compute();
    this.remove(key);
    const entry: Entry<T> = { version, at: now, weight, answer };
    this.entries.set(key, entry);
    this.total += weight;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.options.maxWeight) break;
      this.remove(oldest);
    }
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.remove(key);
    });
    return answer;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }
}
