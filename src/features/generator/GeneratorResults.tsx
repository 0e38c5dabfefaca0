import type { Ref } from 'react';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import { Icon, Spinner } from './icons.tsx';
import type { WizardResults } from './Wizard.tsx';
import { resultsCountText, WIZARD_TEXT } from './wizard-options.ts';

/** Note shown when the fallback chain had to loosen the visitor's filter. */
export const FALLBACK_NOTE =
  'Vi hittade inga exakta träffar på alla dina val, så vi visar närliggande förslag. Justera gärna dina val ovan.';

export interface GeneratorResultsProps {
  results: WizardResults;
  ref?: Ref<HTMLElement>;
}

/** The wizard's results: loading, "Visar N presenter" with a 2–6 column grid, or one of the two empty texts. */
export function GeneratorResults({ results, ref }: GeneratorResultsProps) {
  const busy = results.status === 'loading';
  return (
    <section ref={ref} aria-labelledby="presentgenerator-resultat" aria-busy={busy} className="scroll-mt-24">
      {results.status === 'done' && results.products.length > 0 ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="presentgenerator-resultat" className="text-xl font-extrabold tracking-tight text-ink sm:text-2xl">
                {resultsCountText(results.products.length)}
              </h2>
              {results.fallback !== 'none' ? (
                <p
                  className="mt-1 flex max-w-2xl items-start gap-1.5 text-sm text-muted"
                  data-fallback={results.fallback}
                >
                  <Icon name="info" size={16} className="mt-0.5 shrink-0 text-gold-700" />
                  {FALLBACK_NOTE}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              data-open-random="presentgenerator"
              className="inline-flex h-11 items-center gap-2 rounded-full border border-black/10 bg-white px-4 text-sm font-semibold text-ink shadow-sm transition hover:border-brand-300 hover:text-brand-700"
            >
              <Icon name="dice" size={18} />
              Slumpa bland resultaten
            </button>
          </div>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6">
            {results.products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} campaign="gift-generator" tagMode="generator" eager={index < 6} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2 id="presentgenerator-resultat" className="sr-only">
            Presenter
          </h2>
          <div
            role="status"
            className="mx-auto flex w-full max-w-5xl flex-col items-center gap-3 rounded-[2rem] border-2 border-dashed border-black/10 bg-white/50 px-6 py-12 text-center"
          >
            {busy ? (
              <>
                <Spinner />
                <p className="text-sm font-medium text-ink">{WIZARD_TEXT.loading}</p>
              </>
            ) : (
              <>
                <span aria-hidden="true" className="text-4xl">
                  {results.status === 'idle' ? '🎁' : '🔍'}
                </span>
                <p className="max-w-md text-sm font-medium text-ink">
                  {results.status === 'idle' ? WIZARD_TEXT.emptyBeforeSearch : WIZARD_TEXT.emptyAfterSearch}
                </p>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
