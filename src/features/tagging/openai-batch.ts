/**
 * The Batch API's files, pure: the input JSONL (one Responses API request per product, custom_id = product id) and
 * the reading of the output and error files (one JSON object a line, in any order).
 */
import { cleanTaggingAnswer, parseAnswerText } from './openai-tagging.ts';
import type { TaggerInput, TaggerResult } from './tagger.ts';

/** The endpoint every line of a tagging batch calls. */
export const BATCH_ENDPOINT = '/v1/responses';

/** One input line: the request body for one product. */
export function batchInputLine(id: string, body: unknown): string {
  return JSON.stringify({ custom_id: id, method: 'POST', url: BATCH_ENDPOINT, body });
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The text a Responses API body answered: its output_text parts joined, or '' when there is none. */
export function responseBodyText(body: unknown): string {
  const output = record(body)?.output;
  if (!Array.isArray(output)) return '';
  const parts: string[] = [];
  for (const item of output) {
    const message = record(item);
    if (message?.type !== 'message' || !Array.isArray(message.content)) continue;
    for (const part of message.content) {
      const content = record(part);
      if (content?.type === 'output_text' && typeof content.text === 'string') parts.push(content.text);
    }
  }
  return parts.join('');
}

export interface BatchOutputReading {
  /** Products answered readably, by id. */
  results: Map<string, TaggerResult>;
  /** Lines that were not JSON, had no known custom_id, failed, or answered unreadably. */
  unusable: number;
}

/**
 * Reads an output (or error) file's text for the products sent: a line counts when its custom_id is one of them,
 * its status is 2xx and its answer cleans into a result for that product. Everything else is counted unusable,
 * and the product is left for the offline tagger.
 */
export function readBatchOutput(
  text: string,
  sent: ReadonlyMap<string, TaggerInput>,
  into: BatchOutputReading = { results: new Map(), unusable: 0 },
): BatchOutputReading {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const entry = record(parseAnswerText(line));
    const id = entry?.custom_id;
    const input = typeof id === 'string' ? sent.get(id) : undefined;
    const response = record(entry?.response);
    const status = response?.status_code;
    if (!entry || typeof id !== 'string' || !input || entry.error || typeof status !== 'number' || status >= 300) {
      into.unusable++;
      continue;
    }
    const answer = parseAnswerText(responseBodyText(response?.body));
    const result = cleanTaggingAnswer(answer, [{ id, input }]).get(id);
    if (result && !into.results.has(id)) into.results.set(id, result);
    else into.unusable++;
  }
  return into;
}
