/** The chat's typed client: the assistant's reply as a stream of text. */
import { ApiError } from '../../lib/api-client.ts';
import { parseSseText } from './sse.ts';

/**
 * POST /api/chat — streams the assistant's reply: yields each piece of text as it arrives and ends at [DONE].
 * Throws an ApiError when the response is not ok or has no body.
 */
export async function* streamChatReply(
  messages: readonly { role: 'user' | 'assistant'; content: string }[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ messages }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body?.error ?? 'Kunde inte få svar från AI-assistenten');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseSseText(buffer + value);
    buffer = parsed.rest;
    yield* parsed.deltas;
    if (parsed.done) {
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
  const tail = parseSseText(`${buffer}\n`);
  yield* tail.deltas;
}
