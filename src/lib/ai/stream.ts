/** Streaming helpers of the AI layer: a finished text streamed in small, paced pieces. */

/** Splits a text into small streaming pieces of a couple of words (with their spaces) each; never splits a word. */
export function chunkText(text: string, wordsPerChunk = 2): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Yields the pieces, the first at once and each next one after `delayMs`; stops when the signal aborts. */
export async function* paced(chunks: readonly string[], delayMs: number, signal?: AbortSignal): AsyncGenerator<string> {
  for (const [index, chunk] of chunks.entries()) {
    if (signal?.aborted) return;
    if (index > 0 && delayMs > 0) await pause(delayMs);
    yield chunk;
  }
}
