import { z } from 'zod';
import { ACCESS_TEXT } from '../../admin-api/access-text.ts';

/**
 * The login body: both fields required (docs/product/admin-sign-in.md#login); generous caps so a huge body is refused
 * early.
 */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

export const LOGIN_MAX_BODY_BYTES = 4096;

/** The message for a login body without both fields. */
export const LOGIN_MISSING = ACCESS_TEXT.missingFields;
