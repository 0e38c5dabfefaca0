import { useId, useState } from 'react';
import {
  canSubmitQuickForm,
  emptyQuickForm,
  formatBudgetAmount,
  QUICK_FORM_BUDGET,
  type QuickFormValues,
  setBudgetMax,
  setBudgetMin,
} from './quick-form.ts';

interface QuickFormProps {
  loading: boolean;
  onSubmit: (values: QuickFormValues) => void;
  onSkip: () => void;
}

/** Recipient, budget range (350–1800 by default, 50–5000 in steps of 50) and interests; submit or "Hoppa över". */
export function QuickForm({ loading, onSubmit, onSkip }: QuickFormProps) {
  const [values, setValues] = useState<QuickFormValues>(emptyQuickForm);
  const [minText, setMinText] = useState(String(values.budgetMin));
  const [maxText, setMaxText] = useState(String(values.budgetMax));
  const id = useId();
  const inputClass =
    'w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus:border-brand-500 focus:outline-none disabled:opacity-60';

  return (
    <form
      className="flex flex-col gap-3 rounded-2xl bg-white p-3.5 shadow-sm ring-1 ring-black/5"
      aria-label="Snabbformulär"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitQuickForm(values, loading)) return;
        onSubmit(values);
        const reset = emptyQuickForm();
        setValues(reset);
        setMinText(String(reset.budgetMin));
        setMaxText(String(reset.budgetMax));
      }}
    >
      <p className="text-sm font-semibold text-ink">Snabbstart</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-recipient`} className="text-xs font-medium text-muted">
          Vem är presenten till?
        </label>
        <input
          id={`${id}-recipient`}
          className={inputClass}
          value={values.recipient}
          placeholder="T.ex. pappa, 60 år"
          maxLength={200}
          required
          disabled={loading}
          onChange={(event) => setValues({ ...values, recipient: event.target.value })}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-medium text-muted">
          Budget:{' '}
          <span className="whitespace-nowrap font-semibold text-ink" data-budget-display>
            {formatBudgetAmount(values.budgetMin, 'min')} – {formatBudgetAmount(values.budgetMax, 'max')} kr
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-xs text-muted">
            Från (kr)
            <input
              type="number"
              inputMode="numeric"
              className={inputClass}
              min={QUICK_FORM_BUDGET.min}
              max={QUICK_FORM_BUDGET.max}
              step={QUICK_FORM_BUDGET.step}
              value={minText}
              disabled={loading}
              onChange={(event) => {
                setMinText(event.target.value);
                setValues(setBudgetMin(values, event.target.value));
              }}
              onBlur={() => setMinText(String(values.budgetMin))}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted">
            Till (kr)
            <input
              type="number"
              inputMode="numeric"
              className={inputClass}
              min={QUICK_FORM_BUDGET.min}
              max={QUICK_FORM_BUDGET.max}
              step={QUICK_FORM_BUDGET.step}
              value={maxText}
              disabled={loading}
              onChange={(event) => {
                setMaxText(event.target.value);
                setValues(setBudgetMax(values, event.target.value));
              }}
              onBlur={() => setMaxText(String(values.budgetMax))}
            />
          </label>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-interests`} className="text-xs font-medium text-muted">
          Intressen (valfritt)
        </label>
        <input
          id={`${id}-interests`}
          className={inputClass}
          value={values.interests}
          placeholder="T.ex. fiske, kaffe, matlagning"
          maxLength={300}
          disabled={loading}
          onChange={(event) => setValues({ ...values, interests: event.target.value })}
        />
      </div>
      <div className="flex items-center justify-end gap-2">
        <button
          type="button"
          className="rounded-full px-3 py-2 text-sm font-medium text-muted hover:bg-black/5 hover:text-ink disabled:opacity-60"
          onClick={onSkip}
          disabled={loading}
        >
          Hoppa över
        </button>
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!canSubmitQuickForm(values, loading)}
        >
          Visa förslag
        </button>
      </div>
    </form>
  );
}
