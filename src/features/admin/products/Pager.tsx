import { BUTTON } from '../ui/buttons.ts';

interface PagerProps {
  /** Zero-based page. */
  page: number;
  pages: number;
  onChange(page: number): void;
}

/** Previous / next with "Sida n av m". */
export default function Pager({ page, pages, onChange }: PagerProps) {
  return (
    <nav aria-label="Sidor" className="flex items-center justify-between gap-3 pt-3">
      <button type="button" className={BUTTON.secondary} disabled={page <= 0} onClick={() => onChange(page - 1)}>
        Föregående
      </button>
      <span className="text-sm text-muted" aria-live="polite">
        Sida {page + 1} av {pages}
      </span>
      <button
        type="button"
        className={BUTTON.secondary}
        disabled={page >= pages - 1}
        onClick={() => onChange(page + 1)}
      >
        Nästa
      </button>
    </nav>
  );
}
