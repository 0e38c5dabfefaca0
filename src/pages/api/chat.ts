import type { APIRoute } from 'astro';
import { chatEventStream } from '../../features/chat/chat.server.ts';
import { CHAT_LIMITS } from '../../features/chat/chat-limits.ts';
import { CHAT_ERRORS, chatRequestSchema } from '../../features/chat/chat-request.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { HttpError, handle, parseWith, readJsonBody } from '../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/chat {messages} — the assistant's reply as server-sent events of OpenAI-style chunks
 * (`choices[0].delta.content`), ending with `data: [DONE]`. 400 for a bad body, 413 over 32 KB.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJsonBody(request, CHAT_LIMITS.maxBodyBytes).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 413) throw new HttpError(413, CHAT_ERRORS.tooLarge);
      throw error;
    });
    const { messages } = parseWith(chatRequestSchema, body, CHAT_ERRORS.invalid);
    const stream = await chatEventStream(await getDb(), messages);
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    });
  });
