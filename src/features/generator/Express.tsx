import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { Product } from '../catalogue/product.ts';
import { showToast } from '../toast/toast.ts';
import { ANALYZE_TEXT_MAX_LENGTH, type Step1Data, type Step2Data, toExpressSummary } from './analyze.ts';
import {
  analysisErrorToast,
  budgetTipText,
  EXPRESS_AUDIENCE_OPTIONS,
  EXPRESS_ERRORS,
  EXPRESS_INITIAL_SHOWN,
  EXPRESS_INTEREST_OPTIONS,
  EXPRESS_OCCASION_OPTIONS,
  type ExpressStep,
  type ExpressSummary,
} from './express.ts';
import {
  EXPRESS_SORT_OPTIONS,
  type ExpressSort,
  expressBudgetLabel,
  nextSuggestions,
  optionLabels,
  showMoreCount,
  showMoreLabel,
  sortExpressResults,
} from './express-results.ts';
import { clearGeneratorResults, showGeneratorResults } from './generator.store.ts';
import { analyzeGiftInput, generateExpressGifts } from './generator-client.ts';
import { Icon, Spinner } from './icons.tsx';
import { resultsCountText } from './wizard-options.ts';

/** Texts of AI Express. */
export const EXPRESS_TEXT = {
  steps: ['Mottagare', 'Budget & intressen', 'Sammanfattning'],
  step1Prompt: 'Vem ska få presenten?',
  step1Help: 'Beskriv mottagaren med egna ord: relation, ålder och gärna tillfället.',
  step1Placeholder: 't.ex. Min pappa som fyller 60 och älskar att fiska',
  step2Prompt: 'Budget och intressen',
  step2Help: 'Skriv ungefär vad presenten får kosta och vad mottagaren gillar.',
  step2Placeholder: 't.ex. Runt 500 kr, han gillar matlagning och teknik',
  step3Prompt: 'Stämmer det här?',
  step3Help: 'Så här tolkade vi dina svar. Generera presenter eller gå tillbaka och ändra.',
  next: 'Nästa steg',
  back: 'Bakåt',
  reset: 'Börja om',
  generate: 'Generera presenter',
  regenerate: 'Generera nya förslag',
  analysing: 'Tolkar din beskrivning...',
  loading: 'Laddar presenter...',
  empty: 'Inga produkter hittades. Prova att ändra din beskrivning.',
  enterHint: 'Enter skickar · Shift+Enter ger ny rad',
} as const;

const EXAMPLES: Record<1 | 2, readonly string[]> = {
  1: ['Min mamma som fyller 50', 'En kollega som ska gå i pension', 'Min 7-åriga brorson till jul'],
  2: ['Runt 500 kr, hon gillar matlagning', 'Max 300 kr, gärna spel', 'Mellan 1000 och 2000 kr, tränar mycket'],
};

type Results =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; order: Product[]; seen: Set<string>; widenedBudget: { min: number; max: number } | null };

const primaryButton =
  'inline-flex h-12 items-center justify-center gap-1.5 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-md shadow-brand-600/20 transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-200 disabled:text-brand-800 disabled:shadow-none';
const secondaryButton =
  'inline-flex h-12 items-center justify-center gap-1.5 rounded-full border border-black/10 bg-white px-5 text-sm font-semibold text-ink transition hover:border-brand-300 hover:text-brand-700';
const quietButton =
  'inline-flex h-12 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-muted underline-offset-4 transition hover:text-brand-700 hover:underline';

/** AI Express (/presentgenerator/express): free text about the recipient, then budget and interests, then results. */
export default function Express() {
  const [step, setStep] = useState<ExpressStep>(1);
  const [texts, setTexts] = useState<Record<1 | 2, string>>({ 1: '', 2: '' });
  // The texts as analysed, sent with step 3 for their wider reading.
  const analysed = useRef({ step1: '', step2: '' });
  const [step1, setStep1] = useState<Step1Data | null>(null);
  const [step2, setStep2] = useState<Step2Data | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const [sort, setSort] = useState<ExpressSort>('relevant');
  const [visible, setVisible] = useState(EXPRESS_INITIAL_SHOWN);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const shownStep = useRef<ExpressStep>(1);
  const ids = useId();

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => () => clearGeneratorResults(), []);

  const summary: ExpressSummary | null = step1 && step2 ? toExpressSummary(step1, step2) : null;

  async function submitText(which: 1 | 2): Promise<void> {
    if (busy) return;
    const text = texts[which].trim();
    if (text === '') {
      setProblem(EXPRESS_ERRORS.unreadable);
      showToast(analysisErrorToast(which));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      if (which === 1) {
        const { data } = await analyzeGiftInput(text, 1);
        analysed.current.step1 = text;
        setStep1(data);
        setStep(2);
      } else {
        const { data } = await analyzeGiftInput(text, 2);
        analysed.current.step2 = text;
        setStep2(data);
        setStep(3);
      }
    } catch (error) {
      const message = error instanceof ApiError && error.status === 422 ? error.message : EXPRESS_ERRORS.unreadable;
      if (!(error instanceof ApiError)) console.error('[ai-express] analysen misslyckades', error);
      setProblem(message);
      showToast(analysisErrorToast(which));
    } finally {
      setBusy(false);
    }
  }

  async function generate(): Promise<void> {
    if (!summary) return;
    setResults({ status: 'loading' });
    setSort('relevant');
    setVisible(EXPRESS_INITIAL_SHOWN);
    requestAnimationFrame(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    try {
      const response = await generateExpressGifts(summary, analysed.current);
      const order = response.products;
      setResults({
        status: 'done',
        order,
        seen: new Set(order.slice(0, EXPRESS_INITIAL_SHOWN).map((product) => product.id)),
        widenedBudget: response.widenedBudget,
      });
      showGeneratorResults(order);
    } catch (error) {
      console.error('[ai-express] kunde inte hämta presenter', error);
      setResults({ status: 'done', order: [], seen: new Set(), widenedBudget: null });
      clearGeneratorResults();
    }
  }

  function regenerate(): void {
    if (results.status !== 'done') return;
    const next = nextSuggestions(results.order, results.seen);
    setResults({ ...results, order: next.products, seen: next.seen });
    setSort('relevant');
    setVisible(EXPRESS_INITIAL_SHOWN);
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function back(): void {
    setProblem(null);
    if (step > 1) setStep((step - 1) as ExpressStep);
  }

  function reset(): void {
    setStep(1);
    setTexts({ 1: '', 2: '' });
    setStep1(null);
    setStep2(null);
    setProblem(null);
    setResults({ status: 'idle' });
    clearGeneratorResults();
  }

  const headingId = `${ids}-fraga`;
  const problemId = `${ids}-fel`;
  const helpId = `${ids}-hjalp`;
  const shown =
    results.status === 'done'
      ? (sort === 'relevant' || !summary ? results.order : sortExpressResults(results.order, sort, summary)).slice(
          0,
          visible,
        )
      : [];

  return (
    <div className="flex flex-col gap-8">
      <div className="mx-auto w-full max-w-3xl rounded-[2rem] border border-black/5 bg-white/80 p-4 shadow-[0_10px_40px_-20px_rgba(60,30,10,0.25)] sm:p-8">
        <ExpressProgress step={step} />
        <section aria-labelledby={headingId} className="mt-6" data-express-step={step}>
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
            Steg {step} av 3 · {EXPRESS_TEXT.steps[step - 1]}
          </p>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
            className="mt-1 text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl"
          >
            {step === 1 ? EXPRESS_TEXT.step1Prompt : step === 2 ? EXPRESS_TEXT.step2Prompt : EXPRESS_TEXT.step3Prompt}
          </h2>
          <p id={helpId} className="mt-1 text-sm text-muted">
            {step === 1 ? EXPRESS_TEXT.step1Help : step === 2 ? EXPRESS_TEXT.step2Help : EXPRESS_TEXT.step3Help}
          </p>

          {step === 1 || step === 2 ? (
            <form
              className="mt-5"
              onSubmit={(event) => {
                event.preventDefault();
                void submitText(step);
              }}
            >
              <label htmlFor={`${ids}-text-${step}`} className="sr-only">
                {step === 1 ? 'Beskriv mottagaren' : 'Beskriv budget och intressen'}
              </label>
              <textarea
                key={step}
                id={`${ids}-text-${step}`}
                value={texts[step]}
                rows={3}
                maxLength={ANALYZE_TEXT_MAX_LENGTH}
                placeholder={step === 1 ? EXPRESS_TEXT.step1Placeholder : EXPRESS_TEXT.step2Placeholder}
                aria-describedby={problem ? `${problemId} ${helpId}` : helpId}
                aria-invalid={problem ? true : undefined}
                disabled={busy}
                onChange={(event) => {
                  const value = event.target.value;
                  setTexts((current) => ({ ...current, [step]: value }));
                  if (problem) setProblem(null);
                }}
                onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    void submitText(step);
                  }
                }}
                className="block min-h-28 w-full resize-y rounded-2xl border border-black/10 bg-white px-4 py-3 text-base leading-relaxed text-ink shadow-inner placeholder:text-muted focus:border-brand-400 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:opacity-70 aria-[invalid=true]:border-red-600"
              />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
                <span>{EXPRESS_TEXT.enterHint}</span>
                {busy ? (
                  <span role="status" className="flex items-center gap-2 font-medium text-ink">
                    <Spinner className="!h-4 !w-4 !border-2" />
                    {EXPRESS_TEXT.analysing}
                  </span>
                ) : null}
              </div>
              {problem ? (
                <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
                  {problem}
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap items-center gap-2">
                <span className="text-xs font-semibold text-muted">Exempel:</span>
                {EXAMPLES[step].map((example) => (
                  <button
                    key={example}
                    type="button"
                    onClick={() => {
                      setTexts((current) => ({ ...current, [step]: example }));
                      setProblem(null);
                    }}
                    className="rounded-full border border-black/10 bg-white px-3 py-1.5 text-xs font-medium text-ink transition hover:border-brand-300 hover:text-brand-700"
                  >
                    {example}
                  </button>
                ))}
              </div>
              <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-black/5 pt-5">
                {step === 2 ? (
                  <button type="button" className={secondaryButton} onClick={back}>
                    <Icon name="chevron-left" size={18} />
                    {EXPRESS_TEXT.back}
                  </button>
                ) : null}
                {step === 2 ? (
                  <button type="button" className={quietButton} onClick={reset}>
                    <Icon name="refresh" size={16} />
                    {EXPRESS_TEXT.reset}
                  </button>
                ) : null}
                <button type="submit" className={`${primaryButton} ml-auto`} disabled={busy}>
                  {EXPRESS_TEXT.next}
                  <Icon name="chevron-right" size={18} />
                </button>
              </div>
            </form>
          ) : null}

          {step === 3 && summary ? (
            <div className="mt-5">
              <ExpressSummaryView summary={summary} onEdit={(target) => setStep(target)} />
              <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-black/5 pt-5">
                <button type="button" className={secondaryButton} onClick={back}>
                  <Icon name="chevron-left" size={18} />
                  {EXPRESS_TEXT.back}
                </button>
                <button type="button" className={quietButton} onClick={reset}>
                  <Icon name="refresh" size={16} />
                  {EXPRESS_TEXT.reset}
                </button>
                <button
                  type="button"
                  className={`${primaryButton} ml-auto`}
                  onClick={() => void generate()}
                  disabled={results.status === 'loading'}
                >
                  <Icon name="sparkles" size={18} />
                  {EXPRESS_TEXT.generate}
                </button>
              </div>
            </div>
          ) : null}
        </section>
      </div>

      {results.status !== 'idle' ? (
        <section
          ref={resultsRef}
          aria-labelledby="ai-express-resultat"
          aria-busy={results.status === 'loading'}
          className="scroll-mt-24"
        >
          {results.status === 'loading' ? (
            <div
              role="status"
              className="mx-auto flex max-w-3xl flex-col items-center gap-3 rounded-[2rem] border-2 border-dashed border-black/10 bg-white/50 px-6 py-12 text-center"
            >
              <h2 id="ai-express-resultat" className="sr-only">
                Presenter
              </h2>
              <Spinner />
              <p className="text-sm font-medium text-ink">{EXPRESS_TEXT.loading}</p>
            </div>
          ) : results.order.length === 0 ? (
            <div
              role="status"
              className="mx-auto flex max-w-3xl flex-col items-center gap-3 rounded-[2rem] border-2 border-dashed border-black/10 bg-white/50 px-6 py-12 text-center"
            >
              <h2 id="ai-express-resultat" className="sr-only">
                Presenter
              </h2>
              <span aria-hidden="true" className="text-4xl">
                🔍
              </span>
              <p className="text-sm font-medium text-ink">{EXPRESS_TEXT.empty}</p>
            </div>
          ) : (
            <>
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <h2 id="ai-express-resultat" className="text-xl font-extrabold tracking-tight text-ink sm:text-2xl">
                    {resultsCountText(results.order.length)}
                  </h2>
                  {results.widenedBudget ? (
                    <p
                      className="mt-2 flex max-w-2xl items-start gap-2 rounded-2xl bg-gold-50 px-3 py-2 text-sm text-gold-800"
                      data-budget-tip
                    >
                      <Icon name="info" size={16} className="mt-0.5 shrink-0" />
                      {budgetTipText(results.widenedBudget.min, results.widenedBudget.max)}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`${ids}-sortering`} className="text-sm font-medium text-muted">
                    Sortera
                  </label>
                  <select
                    id={`${ids}-sortering`}
                    value={sort}
                    onChange={(event) => {
                      setSort(event.target.value as ExpressSort);
                      setVisible(EXPRESS_INITIAL_SHOWN);
                    }}
                    className="h-11 rounded-full border border-black/10 bg-white px-4 text-sm font-semibold text-ink focus:border-brand-400 focus:outline-none focus:ring-4 focus:ring-brand-100"
                  >
                    {EXPRESS_SORT_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  <button type="button" className={`${secondaryButton} h-11`} onClick={regenerate}>
                    <Icon name="refresh" size={16} />
                    {EXPRESS_TEXT.regenerate}
                  </button>
                </div>
              </div>
              <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
                {shown.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} campaign="text-generator" tagMode="generator" eager={index < 4} />
                  </li>
                ))}
              </ul>
              {visible < results.order.length ? (
                <div className="mt-6 flex flex-col items-center gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setVisible(showMoreCount(visible, results.order.length))}
                  >
                    {showMoreLabel(results.order.length - visible)}
                  </button>
                  <p className="text-xs text-muted">
                    Visar {shown.length} av {results.order.length} presenter
                  </p>
                </div>
              ) : null}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

function ExpressProgress({ step }: { step: ExpressStep }) {
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Steg i AI Express">
      {EXPRESS_TEXT.steps.map((name, index) => {
        const number = (index + 1) as ExpressStep;
        const done = number < step;
        const active = number === step;
        return (
          <li
            key={name}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left"
          >
            <span
              aria-hidden="true"
              className={[
                'grid h-8 w-8 shrink-0 place-items-center rounded-full text-xs font-bold',
                active ? 'bg-brand-600 text-white' : done ? 'bg-pine-600 text-white' : 'bg-sand text-muted',
              ].join(' ')}
            >
              {done ? <Icon name="check" size={16} /> : number}
            </span>
            <span className={`text-xs font-semibold sm:text-sm ${active ? 'text-brand-700' : 'text-ink'}`}>
              <span className="sr-only">Steg {number}: </span>
              {name}
              {done ? <span className="sr-only"> (klart)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function ExpressSummaryView({ summary, onEdit }: { summary: ExpressSummary; onEdit: (step: 1 | 2) => void }) {
  const rows: { label: string; values: string[]; step: 1 | 2 }[] = [
    { label: 'Mottagare', values: optionLabels(summary.audiences, EXPRESS_AUDIENCE_OPTIONS), step: 1 },
    { label: 'Ålder', values: summary.age === null ? [] : [`${summary.age} år`], step: 1 },
    { label: 'Tillfälle', values: optionLabels(summary.occasions, EXPRESS_OCCASION_OPTIONS), step: 1 },
    { label: 'Budget', values: [expressBudgetLabel(summary.budgetMin, summary.budgetMax)], step: 2 },
    { label: 'Intressen', values: optionLabels(summary.interests, EXPRESS_INTEREST_OPTIONS), step: 2 },
  ];
  return (
    <dl className="divide-y divide-black/5 overflow-hidden rounded-2xl border border-black/5 bg-white">
      {rows.map((row) => (
        <div key={row.label} className="flex items-center gap-3 px-4 py-3">
          <dt className="w-24 shrink-0 text-sm font-semibold text-muted">{row.label}</dt>
          <dd className="flex min-w-0 flex-1 flex-wrap gap-1.5">
            {row.values.length > 0 ? (
              row.values.map((value) => (
                <span key={value} className="rounded-full bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-800">
                  {value}
                </span>
              ))
            ) : (
              <span className="text-sm text-muted">Inte angivet</span>
            )}
          </dd>
          <dd className="shrink-0">
            <button
              type="button"
              onClick={() => onEdit(row.step)}
              className="rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
            >
              Ändra<span className="sr-only"> {row.label.toLowerCase()}</span>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
