/**
 * The admin's sign-in and access texts (docs/product/admin-sign-in.md#login, docs/product/admin-sign-in.md#access),
 * word for word.
 */
export const ACCESS_TEXT = {
  checking: 'Verifierar behörighet...',
  checkingDetail: 'Kontrollerar admin-åtkomst',
  denied: 'Åtkomst nekad',
  missingTitle: 'Fel',
  missingFields: 'Ange både email och lösenord',
  signedIn: 'Inloggad',
  loginFailed: 'Inloggning misslyckades',
  wrongCredentials: 'Felaktig email eller lösenord',
  notLoggedIn: 'Du måste vara inloggad som admin.',
  sessionExpired: 'Din session har gått ut. Logga in igen.',
  foreignOrigin: 'Förfrågan kom inte från adminsidan.',
  jsonRequired: 'Förfrågan måste skickas som JSON.',
} as const;
