import { z } from 'zod';
import { decodeCursor } from './changes.ts';

/** Query of `GET /api/products/changes`: the cursor (required) and `format=json` for a one-off read. */
export const changesQuerySchema = z.object({
  cursor: z.string({ error: 'cursor saknas' }).transform((text, context) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      context.addIssue({ code: 'custom', message: 'Ogiltig cursor' });
      return z.NEVER;
    }
    return cursor;
  }),
  format: z.enum(['sse', 'json']).default('sse'),
});
