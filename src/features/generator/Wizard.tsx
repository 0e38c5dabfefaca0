import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { Product } from '../catalogue/product.ts';
import type { FallbackLevel } from './fallback.ts';
import { GeneratorResults } from './GeneratorResults.tsx';
import { clearGeneratorResults, showGeneratorResults } from './generator.store.ts';
import { generateGifts } from './generator-client.ts';
import { withPresetFirst } from './generator-page.ts';
import { Icon } from './icons.tsx';
import { categoryHints } from './mappings.ts';
import { WizardOptions } from './WizardOptions.tsx';
import { WizardProgress } from './WizardProgress.tsx';
import {
  BUDGETS,
  type BudgetId,
  type CategoryId,
  KEYWORD_MAX_LENGTH,
  occasionsForRecipients,
  RECIPIENTS,
  WIZARD_STEPS,
  WIZARD_TEXT,
} from './wizard-options.ts';
import { canAdvance, INITIAL_WIZARD_STATE, toSearchRequest, type WizardStep, wizardReducer } from './wizard-state.ts';

export interface WizardProps {
  /** The category the page's slug stands for: chosen for the visitor when step 3 opens without a choice. */
  presetCategory?: CategoryId | null;
}

/** How many of the step-3 categories at most are marked "Passar bra". */
const SUGGESTED_MARKS = 3;

/** What the results area shows. */
export type WizardResults =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; products: Product[]; fallback: FallbackLevel };

const secondaryButton =
  'inline-flex h-12 items-center justify-center gap-1.5 rounded-full border border-black/10 bg-white px-5 text-sm font-semibold text-ink transition hover:border-brand-300 hover:text-brand-700';
const primaryButton =
  'inline-flex h-12 items-center justify-center gap-1.5 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-md shadow-brand-600/20 transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-200 disabled:text-brand-800 disabled:shadow-none';

/** The four-step gift wizard (/presentgenerator): Till vem, Tillfälle, Kategori, Budget, then the results. */
export default function Wizard({ presetCategory = null }: WizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  const [results, setResults] = useState<WizardResults>({ status: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const shownStep = useRef<WizardStep>(INITIAL_WIZARD_STATE.step);
  const presetApplied = useRef<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const ids = useId();

  const occasions = useMemo(() => occasionsForRecipients(state.recipients), [state.recipients]);
  const categories = useMemo(
    () =>
      withPresetFirst(categoryHints(state.recipients, state.occasions), presetCategory).map((option, index) => ({
        ...option,
        // Only the best few carry the "Passar bra" mark; the order already shows the rest of the ranking.
        suggested: option.suggested && index < SUGGESTED_MARKS,
      })),
    [state.recipients, state.occasions, presetCategory],
  );

  // Move focus to the new step's question when the step changes (not on first load).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus({ preventScroll: true });
  }, [state.step]);

  // A category page chooses its category when step 3 opens empty (once per recipient/occasion choice).
  useEffect(() => {
    if (state.step !== 3 || presetCategory === null || state.categories.length > 0) return;
    const key = `${state.recipients.join(',')}|${state.occasions.join(',')}`;
    if (presetApplied.current === key) return;
    presetApplied.current = key;
    if (categories.some((option) => option.id === presetCategory)) {
      dispatch({ type: 'toggleCategory', id: presetCategory });
    }
  }, [state.step, state.categories.length, state.recipients, state.occasions, presetCategory, categories]);

  useEffect(() => () => clearGeneratorResults(), []);

  async function search(): Promise<void> {
    const selection = toSearchRequest(state);
    if (!selection) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setResults({ status: 'loading' });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    try {
      const response = await generateGifts(selection, controller.signal);
      setResults({ status: 'done', products: response.products, fallback: response.fallback });
      showGeneratorResults(response.products);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('[presentgenerator] kunde inte hämta presenter', error);
      setResults({ status: 'done', products: [], fallback: 'none' });
      clearGeneratorResults();
    }
  }

  const step = WIZARD_STEPS[state.step - 1]!;
  const headingId = `${ids}-fraga`;
  const keywordId = `${ids}-sokord`;
  const hintId = `${ids}-sokord-tips`;

  return (
    <div className="flex flex-col gap-8">
      <div className="mx-auto w-full max-w-5xl rounded-[2rem] border border-black/5 bg-white/80 p-4 shadow-[0_10px_40px_-20px_rgba(60,30,10,0.25)] sm:p-8">
        <WizardProgress state={state} onJump={(target: WizardStep) => dispatch({ type: 'goTo', step: target })} />

        <section aria-labelledby={headingId} className="mt-6 sm:mt-8" data-wizard-step={state.step}>
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
            Steg {state.step} av 4 · {step.name}
          </p>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
            className="mt-1 text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl"
          >
            {step.prompt}
          </h2>
          <p className="mt-1 text-sm text-muted">{state.step === 4 ? 'Välj en prisram.' : 'Du kan välja flera.'}</p>

          <div className="mt-5">
            {state.step === 1 ? (
              <WizardOptions
                label="Mottagare"
                options={RECIPIENTS}
                selected={state.recipients}
                onToggle={(id) => dispatch({ type: 'toggleRecipient', id })}
              />
            ) : null}
            {state.step === 2 ? (
              <WizardOptions
                label="Tillfällen"
                options={occasions}
                selected={state.occasions}
                onToggle={(id) => dispatch({ type: 'toggleOccasion', id })}
              />
            ) : null}
            {state.step === 3 ? (
              <WizardOptions
                label="Kategorier"
                options={categories}
                selected={state.categories}
                onToggle={(id) => dispatch({ type: 'toggleCategory', id })}
              />
            ) : null}
            {state.step === 4 ? (
              <div className="flex flex-col gap-6">
                <WizardOptions<BudgetId>
                  label="Prisram"
                  wideColumns={3}
                  options={BUDGETS.map((budget) => ({
                    id: budget.id,
                    label: budget.label,
                    emoji: '',
                  }))}
                  selected={state.budget === null ? [] : [state.budget]}
                  onToggle={(id) => dispatch({ type: 'selectBudget', id: state.budget === id ? null : id })}
                />
                <div className="rounded-2xl bg-sand/60 p-4 sm:p-5">
                  <label htmlFor={keywordId} className="text-sm font-semibold text-ink">
                    {WIZARD_TEXT.keywordLabel}
                  </label>
                  <div className="relative mt-2">
                    <Icon
                      name="search"
                      size={18}
                      className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted"
                    />
                    <input
                      id={keywordId}
                      type="text"
                      inputMode="search"
                      enterKeyHint="search"
                      autoComplete="off"
                      maxLength={KEYWORD_MAX_LENGTH}
                      value={state.keyword}
                      placeholder={WIZARD_TEXT.keywordPlaceholder}
                      aria-describedby={hintId}
                      onChange={(event) => dispatch({ type: 'setKeyword', keyword: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          void search();
                        }
                      }}
                      className="h-12 w-full rounded-full border border-black/10 bg-white pl-10 pr-4 text-base text-ink placeholder:text-muted focus:border-brand-400 focus:outline-none focus:ring-4 focus:ring-brand-100"
                    />
                  </div>
                  <p id={hintId} className="mt-2 text-xs text-muted">
                    {WIZARD_TEXT.keywordHint}
                  </p>
                </div>
              </div>
            ) : null}
          </div>

          <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-black/5 pt-5">
            {state.step > 1 ? (
              <button type="button" className={secondaryButton} onClick={() => dispatch({ type: 'back' })}>
                <Icon name="chevron-left" size={18} />
                {WIZARD_TEXT.back}
              </button>
            ) : null}
            {state.step === 4 ? (
              <button
                type="button"
                className="inline-flex h-12 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-muted underline-offset-4 transition hover:text-brand-700 hover:underline"
                onClick={() => {
                  dispatch({ type: 'reset' });
                  presetApplied.current = null;
                  request.current?.abort();
                  setResults({ status: 'idle' });
                  clearGeneratorResults();
                }}
              >
                <Icon name="refresh" size={16} />
                {WIZARD_TEXT.reset}
              </button>
            ) : null}
            <div className="ml-auto">
              {state.step < 4 ? (
                <button
                  type="button"
                  className={primaryButton}
                  disabled={!canAdvance(state)}
                  onClick={() => dispatch({ type: 'next' })}
                >
                  {WIZARD_TEXT.next}
                  <Icon name="chevron-right" size={18} />
                </button>
              ) : state.budget !== null ? (
                <button type="button" className={primaryButton} onClick={() => void search()}>
                  <Icon name="gift" size={18} />
                  {WIZARD_TEXT.search}
                </button>
              ) : null}
            </div>
          </div>
        </section>
      </div>

      <GeneratorResults ref={resultsRef} results={results} />
    </div>
  );
}
