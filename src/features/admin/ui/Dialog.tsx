import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Avbryt / Spara). */
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: the page behind is inert (focus stays inside), Escape closes it and
 * focus returns to what opened it. Title and subtitle label and describe it.
 */
export default function Dialog({ open, title, subtitle, onClose, children, footer, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[90vh] w-[min(100vw-1.5rem,${wide ? '56rem' : '36rem'})] overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40`}
    >
      {open && (
        <div className="flex max-h-[90vh] flex-col">
          <header className="border-b border-black/10 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {subtitle && (
              <p id={subtitleId} className="text-sm text-muted">
                {subtitle}
              </p>
            )}
          </header>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-black/10 px-5 py-3">{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  );
}
