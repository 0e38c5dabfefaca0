/** Class names for the admin's buttons and fields, so every screen looks the same. */
export const BUTTON = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-black/15 bg-white px-4 py-2 text-sm font-medium text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50',
  small:
    'inline-flex items-center justify-center gap-1 rounded-md border border-black/15 bg-white px-2.5 py-1 text-xs font-medium text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50',
} as const;

export const FIELD =
  'w-full rounded-lg border border-black/20 bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus:border-brand-500';

export const LABEL = 'mb-1 block text-sm font-medium text-ink';
