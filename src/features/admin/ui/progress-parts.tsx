/** The parts of a job's progress panel (import, tagging): the caption with its bar, and the figures under it. */
import type { ReactNode } from 'react';

/** The caption ("… av … (n %)") above a bar that shows `percent`; `label` names the bar for screen readers. */
export function ProgressBar({
  label,
  percent,
  tone = 'brand',
  children,
}: {
  label: string;
  percent: number;
  /** 'danger' for a destructive job (a deletion). */
  tone?: 'brand' | 'danger';
  children?: ReactNode;
}) {
  return (
    <div>
      {children !== undefined && <p className="mb-1 text-sm">{children}</p>}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-black/10"
      >
        <div
          className={`h-full rounded-full transition-[width] ${tone === 'danger' ? 'bg-red-700' : 'bg-brand-700'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** One figure of a <dl>: a number in Swedish notation, or a text as is. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-black/10 bg-white px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">
        {typeof value === 'number' ? value.toLocaleString('sv-SE') : value}
      </dd>
    </div>
  );
}
