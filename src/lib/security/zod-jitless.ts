/**
 * zod compiles object schemas with `new Function` when it may, and finds out by trying once. A strict policy
 * reports that try as a violation even though zod catches the error, so every page starts with this one-line
 * script (allowed by its hash) that tells zod in the browser to parse without compiling.
 */
export const ZOD_JITLESS_SCRIPT = '(globalThis.__zod_globalConfig??={}).jitless=true;';
