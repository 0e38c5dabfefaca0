/** The reasons stored on a product that a write or an import hid (staff and the tagger hide without a reason). */
export const DEACTIVATION = {
  outOfStock: 'slut i lager',
  missing: 'saknas i butikens flöde',
} as const;
