import { Icon } from './icons.tsx';
import { WIZARD_STEPS } from './wizard-options.ts';
import { canJumpTo, isStepComplete, type WizardState, type WizardStep, wizardSummaries } from './wizard-state.ts';

export interface WizardProgressProps {
  state: WizardState;
  onJump: (step: WizardStep) => void;
}

/**
 * The wizard's progress bar: a numbered button per step (a check mark once done) with the step's name and a short
 * summary of its selection ("Mamma +1"). Only the active step and steps whose earlier steps are complete can be
 * clicked.
 */
export function WizardProgress({ state, onJump }: WizardProgressProps) {
  const summaries = wizardSummaries(state);
  const done = WIZARD_STEPS.filter(({ step }) => isStepComplete(state, step)).length;
  return (
    <nav aria-label="Steg i presentgeneratorn" className="relative">
      <div className="absolute left-[12.5%] right-[12.5%] top-[1.125rem] h-1 rounded-full bg-sand" aria-hidden="true">
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-gold-500 transition-[width] duration-500"
          style={{ width: `${(Math.max(0, Math.min(done, 3)) / 3) * 100}%` }}
        />
      </div>
      <ol className="relative grid grid-cols-4 gap-1 sm:gap-3">
        {WIZARD_STEPS.map(({ step, name }) => {
          const active = state.step === step;
          const complete = isStepComplete(state, step);
          const enabled = canJumpTo(state, step);
          const summary = summaries[step];
          return (
            <li key={step} className="min-w-0">
              <button
                type="button"
                onClick={() => onJump(step)}
                disabled={!enabled}
                aria-current={active ? 'step' : undefined}
                data-step={step}
                data-complete={complete}
                className="group flex w-full flex-col items-center gap-1.5 rounded-2xl px-1 py-1 text-center disabled:cursor-not-allowed"
              >
                <span
                  className={[
                    'grid h-10 w-10 place-items-center rounded-full text-sm font-bold ring-4 ring-cream transition',
                    active
                      ? 'bg-brand-600 text-white shadow-md shadow-brand-600/30'
                      : complete
                        ? 'bg-pine-600 text-white group-hover:bg-pine-700'
                        : 'bg-white text-muted ring-cream outline outline-1 outline-black/10',
                  ].join(' ')}
                  aria-hidden="true"
                >
                  {complete && !active ? <Icon name="check" size={18} /> : step}
                </span>
                <span
                  className={`text-xs font-semibold sm:text-sm ${active ? 'text-brand-700' : enabled ? 'text-ink' : 'text-muted'}`}
                >
                  <span className="sr-only">Steg {step}: </span>
                  {name}
                </span>
                <span className="line-clamp-1 max-w-full text-[11px] text-muted sm:text-xs" data-step-summary>
                  {summary || '\u00a0'}
                  {complete ? <span className="sr-only"> (klart)</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
