/** The body of POST /api/chat (docs/product/chat.md#request-limits): the full history plus the new user message. */
import { z } from 'zod';
import { CHAT_LIMITS } from './chat-limits.ts';

export const chatRequestSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'Rollen måste vara user eller assistant' }),
        content: z
          .string({ error: 'Meddelandet måste vara text' })
          .max(CHAT_LIMITS.maxChars, `Ett meddelande får vara högst ${CHAT_LIMITS.maxChars} tecken`),
      }),
      { error: 'messages måste vara en lista med meddelanden' },
    )
    .min(1, 'Skicka minst ett meddelande')
    .max(CHAT_LIMITS.maxMessages, `Högst ${CHAT_LIMITS.maxMessages} meddelanden per förfrågan`)
    .refine((messages) => messages.at(-1)?.role === 'user' && messages.at(-1)?.content.trim() !== '', {
      message: 'Det sista meddelandet måste vara ett meddelande från dig',
    }),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest['messages'][number];

/** Error messages of the endpoint. */
export const CHAT_ERRORS = {
  invalid: 'Ogiltigt chattmeddelande',
  tooLarge: `Konversationen är för lång (högst ${CHAT_LIMITS.maxBodyBytes / 1024} KB). Börja en ny chatt.`,
} as const;
