import { Icon } from './icons.tsx';
import type { WizardOption } from './wizard-options.ts';

export interface WizardOptionsProps<Id extends string> {
  options: readonly (WizardOption<Id> & { suggested?: boolean })[];
  selected: readonly Id[];
  onToggle: (id: Id) => void;
  /** Accessible name of the group. */
  label: string;
  /** Grid columns from wide screens up (default 4). */
  wideColumns?: 3 | 4;
}

/** A grid of emoji option buttons; selected ones are pressed (multi- or single-select alike). */
export function WizardOptions<Id extends string>({
  options,
  selected,
  onToggle,
  label,
  wideColumns = 4,
}: WizardOptionsProps<Id>) {
  return (
    <ul
      aria-label={label}
      className={`grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 ${wideColumns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      {options.map((option) => {
        const pressed = selected.includes(option.id);
        return (
          <li key={option.id}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(option.id)}
              className={[
                'relative flex h-full min-h-16 w-full items-center gap-3 rounded-2xl border-2 px-3 py-3 text-left text-sm font-semibold transition sm:px-4',
                pressed
                  ? 'border-brand-500 bg-brand-50 text-brand-800 shadow-sm'
                  : 'border-transparent bg-white text-ink shadow-[0_1px_3px_rgba(31,36,48,0.08)] hover:border-brand-200 hover:bg-brand-50/60',
              ].join(' ')}
            >
              {option.emoji ? (
                <span aria-hidden="true" className="text-2xl leading-none">
                  {option.emoji}
                </span>
              ) : null}
              <span className="min-w-0 flex-1 leading-snug">
                {option.label}
                {option.suggested ? (
                  <span className="mt-0.5 block text-[11px] font-medium text-pine-700">Passar bra</span>
                ) : null}
              </span>
              {pressed ? (
                <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                  <Icon name="check" size={14} />
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
