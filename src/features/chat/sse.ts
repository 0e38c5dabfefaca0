/**
 * The chat stream (docs/product/chat.md#request-limits): server-sent events whose data is an OpenAI-style chunk
 * `{"choices":[{"delta":{"content":"…"}}]}`, ending with `data: [DONE]`. Encoding for the server, incremental
 * parsing for the browser.
 */

export const DONE_MARKER = '[DONE]';

/** One event carrying a piece of the reply. */
export function encodeChunk(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

/** The closing event. */
export function encodeDone(): string {
  return `data: ${DONE_MARKER}\n\n`;
}

export interface ParsedEvents {
  /** Reply text carried by the complete events, in order. */
  deltas: string[];
  /** The [DONE] marker was seen. */
  done: boolean;
  /** An incomplete last line, to prepend to the next piece of the stream. */
  rest: string;
}

function deltaOf(data: string): string | null {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = chunk.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  }
}

/**
 * Reads complete `data:` lines from the buffered stream text. Comments, other fields and lines that are not
 * valid chunks are skipped; the incomplete tail is returned as `rest`.
 */
export function parseSseText(buffer: string): ParsedEvents {
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  const deltas: string[] = [];
  let done = false;
  for (const line of lines) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === DONE_MARKER) {
      done = true;
      break;
    }
    const delta = deltaOf(data);
    if (delta) deltas.push(delta);
  }
  return { deltas, done, rest: done ? '' : rest };
}
