import { loadDemoCatalogueIntoEmptyDatabase } from '../src/dev/demo-on-open.server.ts';
import { closeDb } from '../src/lib/db/db.server.ts';

/**
 * Runs a CLI body, prints a readable error and closes the database on the way out. An embedded database the CLI
 * opens empty gets the demo catalogue first.
 */
export async function runCli(main: () => Promise<void>): Promise<void> {
  loadDemoCatalogueIntoEmptyDatabase();
  try {
    await main();
    await closeDb();
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    await closeDb().catch(() => {});
    process.exit(1);
  }
}

/** Reads `--name value` from the command line. */
export function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** True when `--name` is on the command line. */
export function hasFlag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}
