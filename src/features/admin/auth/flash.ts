/** A toast title carried across one navigation (e.g. 'Inloggad' shown on /admin after signing in). */
const KEY = 'presentpilot-admin-flash';

export function setFlash(title: string): void {
  try {
    sessionStorage.setItem(KEY, title);
  } catch {
    // storage unavailable: the toast is simply not shown
  }
}

/** The carried title, once; null when there is none. */
export function takeFlash(): string | null {
  try {
    const title = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return title;
  } catch {
    return null;
  }
}
