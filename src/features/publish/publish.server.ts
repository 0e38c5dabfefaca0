/**
 * Publishing: a change that alters public pages marks the site dirty (requestPublish); a publish rebuilds it. Locally
 * (`npm start`, the admin e2e fixture) a publisher registered on globalThis rebuilds into a new directory and switches
 * what the server answers with; in production a POST to NETLIFY_BUILD_HOOK_URL starts a Netlify build. The state
 * lives in the database (publish_state), so every admin sees it and it survives a restart.
 */
import { type Db, getDb, type Queryable } from '../../lib/db/db.server.ts';
import { env } from '../../lib/env.ts';
import { HOOK_TIMEOUT_MS, hookOutcome, type PublishMode, publishDue, publishView } from './publish.ts';
import { claimBuild, failBuild, finishBuild, markDirty, readPublishState } from './publish-state.server.ts';

/** Rebuilds the site and switches to it; throws (with a readable message) when the build fails. */
export interface LocalPublisher {
  publish(): Promise<void>;
  /**
   * False: publish only when an admin asks (the e2e fixture, where a settled edit must not start a build during
   * another test). Default true.
   */
  automatic?: boolean;
}

// On globalThis: the server bundle (API routes) and the process that serves it (scripts/start.ts, the e2e fixture)
// are different module graphs in one process; only the latter can import astro's build.
const globals = globalThis as { __presentpilotPublisher?: LocalPublisher | undefined };

/** Registers (or with undefined, removes) the process's local publisher. */
export function registerLocalPublisher(publisher: LocalPublisher | undefined): void {
  globals.__presentpilotPublisher = publisher;
}

export interface PublishOptions {
  /** The publisher; default the registered one. */
  publisher?: LocalPublisher | undefined;
  /** The build hook; default NETLIFY_BUILD_HOOK_URL. */
  hookUrl?: string | undefined;
  /** Only automatic publishers (see LocalPublisher.automatic). */
  automaticOnly?: boolean;
}

interface Target {
  mode: PublishMode;
  publisher?: LocalPublisher;
  hookUrl?: string;
}

/** How this process publishes: the registered local publisher first (it serves the pages), else the hook. */
function target(options: PublishOptions = {}): Target {
  const publisher = 'publisher' in options ? options.publisher : globals.__presentpilotPublisher;
  if (publisher && (!options.automaticOnly || publisher.automatic !== false)) return { mode: 'local', publisher };
  const hookUrl = 'hookUrl' in options ? options.hookUrl : env().NETLIFY_BUILD_HOOK_URL;
  if (hookUrl) return { mode: 'hook', hookUrl };
  return { mode: 'none' };
}

/** The mode the API reports (a manual publish may use a non-automatic publisher). */
export function publishMode(options: PublishOptions = {}): PublishMode {
  return target(options).mode;
}

/** POSTs the build hook; its answer decides the outcome. The URL is a secret: it is never logged or returned. */
export async function callBuildHook(url: string, timeoutMs = HOOK_TIMEOUT_MS): Promise<string | null> {
  let answer: Parameters<typeof hookOutcome>[0];
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    answer = { status: response.status };
  } catch (error) {
    answer = error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
  }
  const outcome = hookOutcome(answer);
  return outcome.ok ? null : outcome.error;
}

async function run(db: Queryable, chosen: Target): Promise<void> {
  try {
    if (chosen.mode === 'hook' && chosen.hookUrl) {
      const error = await callBuildHook(chosen.hookUrl);
      if (error) throw new Error(error);
    } else if (chosen.publisher) {
      await chosen.publisher.publish();
    }
    await finishBuild(db);
    console.log('[publicering] sajten är publicerad');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failBuild(db, message);
    console.error(`[publicering] misslyckades: ${message}`);
  }
}

export interface StartedPublish {
  /** False when another build already runs, or nothing can publish here. */
  started: boolean;
  mode: PublishMode;
  /** Settles when the build (or hook call) has ended and the state says how. */
  done: Promise<void>;
}

/** Starts a publish now (unless one runs): claims the build, then runs it without waiting for it to end. */
export async function startPublish(db: Queryable, options: PublishOptions = {}): Promise<StartedPublish> {
  const chosen = target(options);
  if (chosen.mode === 'none') return { started: false, mode: 'none', done: Promise.resolve() };
  const claimed = await claimBuild(db, chosen.mode);
  if (!claimed) return { started: false, mode: chosen.mode, done: Promise.resolve() };
  return { started: true, mode: chosen.mode, done: run(db, chosen).catch(logFailure) };
}

/** Publishes when the rules say it is due (settled edits, an import or tagging run); resolves when it ended. */
export async function publishIfDue(db: Queryable, options: PublishOptions = {}): Promise<boolean> {
  const chosen = target({ ...options, automaticOnly: true });
  if (chosen.mode === 'none') return false;
  const { state, now } = await readPublishState(db);
  if (!publishDue(state, now)) return false;
  const started = await startPublish(db, { ...options, automaticOnly: true });
  await started.done;
  return started.started;
}

/** The state as GET /api/admin/publish answers it. */
export async function publishStatus(db: Queryable, options: PublishOptions = {}) {
  const { state, now } = await readPublishState(db);
  const mode = publishMode(options);
  return publishView(
    state,
    mode,
    now,
    mode === 'local' && publishMode({ ...options, automaticOnly: true }) === 'local',
  );
}

export interface RequestPublishOptions {
  /** Publish as soon as possible (after an import or tagging run) instead of waiting for edits to settle. */
  now?: boolean;
  /** The database; default the process-wide one. */
  db?: Db | Queryable;
}

/**
 * Marks the site as needing a rebuild because of `reason` (Swedish, shown to admins). With `now`, the rebuild starts
 * without waiting for edits to settle: a local rebuild in the background, or the build hook before this resolves.
 * Never throws: the change that called it has already been saved.
 */
export async function requestPublish(reason: string, options: RequestPublishOptions = {}): Promise<void> {
  try {
    const db = options.db ?? (await getDb());
    await markDirty(db, reason, options.now === true);
    if (!options.now) return;
    const chosen = target({ automaticOnly: true });
    if (chosen.mode === 'local') void publishIfDue(db).catch((error: unknown) => logFailure(error));
    else if (chosen.mode === 'hook') await publishIfDue(db);
  } catch (error) {
    logFailure(error);
  }
}

function logFailure(error: unknown): void {
  console.error('[publicering] publiceringens tillstånd kunde inte sparas', error);
}
