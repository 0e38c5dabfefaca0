/**
 * Brute-force protection for the admin login: after 5 failed logins for one account within 15 minutes, or 20 from
 * one client, every attempt is refused until the oldest counted failure leaves the window — a correct password too.
 * The answer is the same whether the account exists or not.
 */
export const LOCKOUT = {
  accountLimit: 5,
  clientLimit: 20,
  windowMinutes: 15,
} as const;

const WINDOW_MS = LOCKOUT.windowMinutes * 60_000;

/** When the login opens again, or null when it is open. `failures` are the failure times inside the window, newest first. */
export function lockedUntil(accountFailures: readonly Date[], clientFailures: readonly Date[], now: Date): Date | null {
  const until = (failures: readonly Date[], limit: number): number | null => {
    const recent = failures.filter((at) => now.getTime() - at.getTime() < WINDOW_MS);
    if (recent.length < limit) return null;
    // The login opens when enough failures have aged out that fewer than `limit` remain.
    const sorted = recent.map((at) => at.getTime()).sort((a, b) => b - a);
    const blocking = sorted[limit - 1] as number;
    return blocking + WINDOW_MS;
  };
  const times = [until(accountFailures, LOCKOUT.accountLimit), until(clientFailures, LOCKOUT.clientLimit)].filter(
    (time): time is number => time !== null,
  );
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/** The Swedish 429 message: when to try again, in whole minutes (at least 1). */
export function lockoutMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `För många misslyckade inloggningar. Försök igen om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}.`;
}

/** Seconds for the Retry-After header. */
export function retryAfterSeconds(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
