/**
 * When the Netlify scheduler acts: a run nobody drives (open, its lease free or run out) is handed to the
 * background function; an active merchant with a feed gets its scheduled import when its last one is older than
 * its own interval (default 24 hours) and none is open.
 */

export interface RunLease {
  status: string;
  lease_until: string | Date | null;
}

/** A queued or running run whose lease is free or has run out: no runner holds it, so one should be started. */
export function needsRunner(run: RunLease, now: number): boolean {
  if (run.status !== 'queued' && run.status !== 'running') return false;
  return run.lease_until === null || new Date(run.lease_until).getTime() < now;
}

export interface MerchantSchedule {
  isActive: boolean;
  feedUrl: string | null;
  importEveryHours: number;
  /** When its latest import run was created, or null when it never had one. */
  lastImportAt: string | Date | null;
  hasOpenRun: boolean;
}

/** An active merchant with a feed and no open run whose last import is at least importEveryHours old (or none). */
export function isImportDue(merchant: MerchantSchedule, now: number): boolean {
  if (!merchant.isActive || !merchant.feedUrl || merchant.hasOpenRun) return false;
  if (merchant.lastImportAt === null) return true;
  return now - new Date(merchant.lastImportAt).getTime() >= merchant.importEveryHours * 3_600_000;
}
