/** Password rules for admin and user accounts: at least 12 characters, up to 256, no composition rules (NIST/OWASP). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Why a new password is refused, or null when it is acceptable. Length counts characters, not bytes. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken.`;
  if (length > PASSWORD_MAX_LENGTH) return `Lösenordet får vara högst ${PASSWORD_MAX_LENGTH} tecken.`;
  return null;
}

/** A plausible email address (one @, a dot in the domain, no spaces), lowercased and trimmed; null otherwise. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && email.length <= 254 ? email : null;
}
