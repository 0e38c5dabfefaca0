/**
 * Streaming CSV feed reader: rows of a CSV feed as records read through the header line, one chunk of text at
 * a time. A malformed row costs that row; a break the parser cannot get past costs the rest of the file, and
 * that is reported as one error row.
 */
import { once } from 'node:events';
import { type CsvError, Parser } from 'csv-parse';
import { type CsvFeedFormat, FeedError } from './feed-format.ts';
import { CsvRecord, csvColumns, type RecordResult } from './feed-record.ts';

/** A Swedish reason for a row csv-parse could not read. */
export function csvErrorReason(error: CsvError | undefined): string {
  switch (error?.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'felaktig CSV: ett citattecken stängs aldrig, resten av filen kunde inte läsas';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'felaktig CSV-rad: tecken direkt efter ett avslutande citattecken';
    case 'CSV_MAX_RECORD_SIZE':
      return 'felaktig CSV-rad: raden är för lång';
    default:
      return `felaktig CSV-rad: ${error?.message ?? 'okänt fel'}`;
  }
}

export class CsvRecordReader {
  private readonly parser: Parser;
  private readonly out: RecordResult[] = [];
  private columns: Map<string, number> | null = null;
  private row = 0;
  private failure: Error | null = null;
  private stopped = false;

  constructor(format: CsvFeedFormat) {
    this.parser = new Parser({
      delimiter: format.delimiter,
      quote: format.quote,
      escape: format.quote,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_record: (record: string[]) => {
        this.onRecord(record);
        return null;
      },
      on_skip: (error: CsvError | undefined) => {
        this.onSkip(error);
        return undefined;
      },
    });
    this.parser.on('error', (error: Error) => {
      this.failure ??= error;
    });
    this.parser.resume();
  }

  /** Parses the next chunk; returns the records it completed. */
  write(chunk: string): RecordResult[] {
    if (!this.stopped && this.failure === null) this.parser.write(chunk);
    return this.take();
  }

  /** Ends the file; returns the last records, and an error row when the parser gave up. */
  async close(): Promise<RecordResult[]> {
    if (!this.stopped && this.failure === null) {
      const done = Promise.race([once(this.parser, 'end'), once(this.parser, 'close')]).catch(() => undefined);
      this.parser.end();
      await done;
    }
    return this.take();
  }

  private take(): RecordResult[] {
    if (this.failure !== null && !this.stopped) {
      this.stopped = true;
      this.row++;
      this.out.push({
        row: this.row,
        record: new CsvRecord(new Map(), []),
        error: `felaktig CSV, resten av filen kunde inte läsas: ${this.failure.message}`,
      });
    }
    if (this.out.length === 0) return [];
    return this.out.splice(0, this.out.length);
  }

  private onRecord(cells: string[]): void {
    if (this.columns === null) {
      this.columns = csvColumns(cells);
      if (this.columns.size < 2) throw new FeedError('CSV-filen saknar rubrikrad');
      return;
    }
    this.row++;
    this.out.push({ row: this.row, record: new CsvRecord(this.columns, cells), error: null });
  }

  private onSkip(error: CsvError | undefined): void {
    if (this.columns === null) return;
    this.row++;
    this.out.push({
      row: this.row,
      record: new CsvRecord(new Map(), []),
      error: csvErrorReason(error),
    });
  }
}
