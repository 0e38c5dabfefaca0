import AccessCheck from '../auth/AccessCheck.tsx';
import { useAdminSession } from '../auth/use-admin-session.ts';

/** /admin/amazon: the Amazon product import screen (admin only). */
export default function AmazonImport() {
  const email = useAdminSession();
  if (!email) return <AccessCheck />;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <a className="text-sm text-brand-700 underline" href="/admin">
        ← Till adminpanelen
      </a>
      <h1 className="mt-3 text-2xl font-bold">Amazon Produktimport</h1>
      <p className="mt-4 rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-muted">
        Här söker du produkter på Amazon och lägger till dem i katalogen – det kommer i nästa version.
      </p>
    </main>
  );
}
