import { ACCESS_TEXT } from '../../admin-api/access-text.ts';

/** Shown while an admin screen checks the session: 'Verifierar behörighet...' / 'Kontrollerar admin-åtkomst'. */
export default function AccessCheck() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 px-4 text-center">
      <div
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        aria-hidden="true"
      />
      <h1 className="text-lg font-semibold" role="status">
        {ACCESS_TEXT.checking}
      </h1>
      <p className="text-sm text-muted">{ACCESS_TEXT.checkingDetail}</p>
    </main>
  );
}
