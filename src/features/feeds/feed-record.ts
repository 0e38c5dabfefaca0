/** One item of a feed as the parsers read it, before it is mapped to a product. */

/** The values of one feed item by key (XML path or CSV column, lower case). */
export interface FeedRecord {
  /** The first value under `key`. */
  get(key: string): string | undefined;
  /** Every value under `key` (repeated XML elements). */
  all(key: string): readonly string[];
}

/** A record with its position in the feed (1-based) and the parse error that cost it, if any. */
export interface RecordResult {
  row: number;
  record: FeedRecord;
  error: string | null;
}

/** A CSV row read through its header: column names trimmed and lower-cased. */
export class CsvRecord implements FeedRecord {
  private readonly columns: ReadonlyMap<string, number>;
  private readonly cells: readonly string[];

  constructor(columns: ReadonlyMap<string, number>, cells: readonly string[]) {
    this.columns = columns;
    this.cells = cells;
  }

  get(key: string): string | undefined {
    const index = this.columns.get(key);
    if (index === undefined) return undefined;
    const value = this.cells[index];
    return value === undefined || value === '' ? undefined : value;
  }

  all(key: string): readonly string[] {
    const value = this.get(key);
    return value === undefined ? [] : [value];
  }
}

/** Column positions by header name (trimmed, lower case; the first of two equal names wins). */
export function csvColumns(header: readonly string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((name, index) => {
    const key = name
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase();
    if (key !== '' && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}
