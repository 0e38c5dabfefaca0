import { useId } from 'react';

interface SwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off switch with a label and a line of explanation (role="switch"). */
export default function Switch({ label, description, checked, onChange }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-black/10 px-3 py-2">
      <div>
        <p id={labelId} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={descriptionId} className="text-xs text-muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-700' : 'bg-black/25'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
