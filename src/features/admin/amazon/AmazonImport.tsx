import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { AMAZON_TEXT, type AmazonItem, type AmazonStatus, searchKeywords } from '../../catalogue/admin/amazon.ts';
import { addAmazonItem, fetchAmazonStatus, searchAmazon } from '../../catalogue/admin/amazon-client.ts';
import { AMAZON_MAX_RESULTS } from '../../catalogue/admin/creators-api.ts';
import { showToast } from '../../toast/toast.ts';
import AccessCheck from '../auth/AccessCheck.tsx';
import { useAdminSession } from '../auth/use-admin-session.ts';
import { BUTTON, FIELD } from '../ui/buttons.ts';
import AmazonResultCard from './AmazonResultCard.tsx';

/** Where the search stands: not run yet, running, or its answer. */
type Results = { state: 'idle' } | { state: 'loading' } | { state: 'done'; items: AmazonItem[] };

/**
 * /admin/amazon (docs/product/admin-amazon.md#search, docs/product/admin-amazon.md#add): searches amazon.se through the
 * Creators API and adds a chosen product to the catalogue. Without credentials it names the variables to set and search
 * stays off.
 */
export default function AmazonImport() {
  const email = useAdminSession();
  if (!email) return <AccessCheck />;
  return <AmazonSearch />;
}

function NotConfigured({ missing }: { missing: string[] }) {
  return (
    <section
      aria-labelledby="amazon-setup"
      className="rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-950"
    >
      <h2 id="amazon-setup" className="font-semibold">
        {AMAZON_TEXT.notConfigured}
      </h2>
      <p className="mt-1">Sätt följande miljövariabler på servern (se .env.example) för att kunna söka:</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {missing.map((name) => (
          <li key={name}>
            <code className="rounded bg-white px-2 py-0.5 font-mono text-xs">{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AmazonSearch() {
  const inputId = useId();
  const [status, setStatus] = useState<AmazonStatus | null>(null);
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results>({ state: 'idle' });
  const [adding, setAdding] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAmazonStatus(controller.signal).then(setStatus).catch(showError);
    return () => controller.abort();
  }, []);

  const search = async (event: SubmitEvent) => {
    event.preventDefault();
    if (results.state === 'loading') return;
    const keywords = searchKeywords(text);
    if (keywords === null) {
      showToast({ title: AMAZON_TEXT.emptyTitle, description: AMAZON_TEXT.emptyDescription, variant: 'destructive' });
      return;
    }
    setResults({ state: 'loading' });
    try {
      const { products } = await searchAmazon(keywords, AMAZON_MAX_RESULTS);
      setResults({ state: 'done', items: products });
      showToast({ title: AMAZON_TEXT.doneTitle, description: AMAZON_TEXT.done(products.length) });
    } catch (error) {
      setResults({ state: 'idle' });
      const message = error instanceof Error && error.message ? error.message : AMAZON_TEXT.errorFallback;
      showToast({ title: AMAZON_TEXT.errorTitle, description: message, variant: 'destructive' });
    }
  };

  const add = async (item: AmazonItem) => {
    setAdding(item.asin);
    try {
      await addAmazonItem(item);
      showToast({ title: AMAZON_TEXT.addedTitle, description: AMAZON_TEXT.added(item.title) });
    } catch (error) {
      showError(error);
    } finally {
      setAdding(null);
    }
  };

  const disabled = !status?.configured;
  const loading = results.state === 'loading';

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
      <div>
        <a className="text-sm text-brand-700 underline" href="/admin">
          ← Till adminpanelen
        </a>
        <h1 className="mt-3 text-2xl font-bold">{AMAZON_TEXT.title}</h1>
        <p className="mt-1 text-sm text-muted">
          Sök produkter på Amazon.se och lägg till dem i katalogen. Nya produkter får butiken Amazon, en länk med
          partnertaggen och väntar på AI-taggning.
        </p>
      </div>

      {status && !status.configured && <NotConfigured missing={status.missing} />}

      <search>
        <form className="flex flex-col gap-2 sm:flex-row" onSubmit={(event) => void search(event)}>
          <label htmlFor={inputId} className="sr-only">
            Sök på Amazon
          </label>
          <input
            id={inputId}
            type="search"
            className={FIELD}
            placeholder="T.ex. lego eller hörlurar"
            value={text}
            maxLength={200}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={`${BUTTON.primary} sm:w-32`} disabled={disabled || loading}>
            {loading && (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            )}
            {loading ? 'Söker...' : 'Sök'}
          </button>
        </form>
      </search>

      <section aria-label="Sökresultat" aria-busy={loading}>
        {results.state === 'done' && results.items.length === 0 && (
          <p className="rounded-xl border border-black/10 bg-white px-5 py-8 text-center text-muted">
            {AMAZON_TEXT.noResults}
          </p>
        )}
        {results.state === 'done' && results.items.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {results.items.map((item) => (
              <AmazonResultCard
                key={item.asin}
                item={item}
                adding={adding === item.asin}
                onAdd={(chosen) => void add(chosen)}
              />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
