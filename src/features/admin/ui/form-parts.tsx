/** Pieces the admin's add/edit dialogs share: a labelled field, the dialog's problem line and its save buttons. */
import type { ReactNode } from 'react';
import { BUTTON, LABEL } from './buttons.ts';

/** A label above its control; the control inside carries the same id. */
export function LabelledField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}

const PROBLEM = 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800';

/** The form's problem, announced when it appears; fields point at it through its id. */
export function FormProblem({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={className ? `${className} ${PROBLEM}` : PROBLEM}>
      {children}
    </p>
  );
}

/** "Avbryt" and the submit button of an add/edit dialog: "Sparar..." while saving, "Spara ändringar" when editing. */
export function SaveButtons({
  formId,
  saving,
  editing,
  createLabel,
  onCancel,
}: {
  formId: string;
  saving: boolean;
  editing: boolean;
  createLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <button type="button" className={BUTTON.secondary} onClick={onCancel}>
        Avbryt
      </button>
      <button type="submit" form={formId} className={BUTTON.primary} disabled={saving}>
        {saving ? 'Sparar...' : editing ? 'Spara ändringar' : createLabel}
      </button>
    </>
  );
}

/** "Avbryt" and the action of a confirmation dialog (e.g. a red "Radera"). */
export function ConfirmButtons({
  label,
  tone = 'danger',
  disabled,
  cancelDisabled,
  onCancel,
  onConfirm,
}: {
  label: ReactNode;
  tone?: 'danger' | 'primary';
  disabled?: boolean;
  cancelDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <button type="button" className={BUTTON.secondary} disabled={cancelDisabled} onClick={onCancel}>
        Avbryt
      </button>
      <button type="button" className={BUTTON[tone]} disabled={disabled} onClick={onConfirm}>
        {label}
      </button>
    </>
  );
}
