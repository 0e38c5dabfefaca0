import { z } from 'zod';
import { isProductId } from '../catalogue/product-id.ts';

/** Largest request body /api/track accepts (bytes); anything bigger is answered 413. */
export const TRACK_MAX_BODY_BYTES = 4096;

/** Kinds of product event a visitor's browser reports. */
export const TRACK_EVENTS = ['click', 'view'] as const;
export type TrackEventType = (typeof TRACK_EVENTS)[number];

/** Where on the site the event happened (an affiliate campaign such as browse, random-gift, saved-gifts). */
const SOURCE = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * Body of `POST /api/track`: which product, which event and where on the site. Nothing identifies the visitor:
 * unknown keys are rejected so no such field can sneak in.
 */
export const trackEventSchema = z
  .object({
    productId: z.string({ error: 'productId saknas' }).refine(isProductId, 'Ogiltigt produkt-id'),
    event: z.enum(TRACK_EVENTS, { error: "event måste vara 'click' eller 'view'" }),
    source: z
      .string({ error: 'source saknas' })
      .trim()
      .toLowerCase()
      .regex(SOURCE, 'Ogiltig källa (små bokstäver, siffror och bindestreck, högst 40 tecken)'),
  })
  .strict();
export type TrackEvent = z.infer<typeof trackEventSchema>;

/** Swedish messages of the endpoint. */
export const TRACK_TEXT = {
  invalid: 'Ogiltig spårningshändelse',
  unknownProduct: 'Produkten finns inte',
  tooMany: 'För många klick på kort tid. Vänta en stund och försök igen.',
} as const;
