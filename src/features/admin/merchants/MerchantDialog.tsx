import { type SubmitEvent, useId, useState } from 'react';
import { AdminApiError, showError } from '../../admin-api/admin-client.ts';
import {
  type AdminMerchant,
  checkMerchantForm,
  MERCHANT_TEXT,
  type MerchantForm,
  merchantSourceId,
} from '../../catalogue/admin/merchant.ts';
import { createMerchant, updateMerchant } from '../../catalogue/admin/merchants-client.ts';
import { showToast } from '../../toast/toast.ts';
import Switch from '../products/Switch.tsx';
import { FIELD } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import { FormProblem, LabelledField, SaveButtons } from '../ui/form-parts.tsx';

interface MerchantDialogProps {
  open: boolean;
  /** The merchant to edit, or null to add one. */
  merchant: AdminMerchant | null;
  onClose: () => void;
  onSaved: (merchant: AdminMerchant) => void;
}

function initialForm(merchant: AdminMerchant | null): MerchantForm {
  return {
    name: merchant?.name ?? '',
    feedUrl: merchant?.feedUrl ?? '',
    statusUrl: merchant?.statusUrl ?? '',
    isActive: merchant?.isActive ?? true,
  };
}

/**
 * 'Lägg till butik' / 'Redigera butik': name, feed URL, status URL (all required, http or https) and active. The form
 * starts from the merchant when the component mounts: give it a new key for each opening.
 */
export default function MerchantDialog({ open, merchant, onClose, onSaved }: MerchantDialogProps) {
  const [form, setForm] = useState<MerchantForm>(() => initialForm(merchant));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const problemId = useId();
  const ids = { name: useId(), feedUrl: useId(), statusUrl: useId(), sourceId: useId() };
  const editing = merchant !== null;
  const sourceId = merchantSourceId(form.name);

  function field<K extends keyof MerchantForm>(key: K, value: MerchantForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    setProblem(null);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = checkMerchantForm(form);
    if (!checked.ok) {
      setProblem(checked.error);
      showToast({ title: 'Fel', description: checked.error, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const body = {
        name: checked.value.name,
        feedUrl: checked.value.feedUrl,
        statusUrl: checked.value.statusUrl,
        isActive: checked.value.isActive,
      };
      const { merchant: saved } = editing ? await updateMerchant(merchant.id, body) : await createMerchant(body);
      showToast({ title: editing ? MERCHANT_TEXT.saved : MERCHANT_TEXT.created, description: saved.name });
      onSaved(saved);
    } catch (error) {
      if (error instanceof AdminApiError) setProblem(error.message);
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  const describedBy = problem ? problemId : undefined;

  return (
    <Dialog
      open={open}
      title={editing ? 'Redigera butik' : 'Lägg till butik'}
      subtitle={editing ? 'Ändra butikens namn, flöden och status' : 'En ny butik med produktflöde och statusadress'}
      onClose={onClose}
      footer={
        <SaveButtons formId={formId} saving={saving} editing={editing} createLabel="Lägg till" onCancel={onClose} />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <LabelledField id={ids.name} label="Namn">
          <input
            id={ids.name}
            className={FIELD}
            value={form.name}
            required
            aria-required="true"
            aria-describedby={[ids.sourceId, describedBy].filter(Boolean).join(' ')}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => field('name', event.target.value)}
          />
          <p id={ids.sourceId} className="mt-1 text-xs text-muted">
            Käll-id: <span className="font-mono">{sourceId}</span>
          </p>
        </LabelledField>
        <LabelledField id={ids.feedUrl} label="Feed-URL">
          <input
            id={ids.feedUrl}
            className={FIELD}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.feedUrl}
            required
            aria-required="true"
            aria-describedby={describedBy}
            onChange={(event) => field('feedUrl', event.target.value)}
          />
        </LabelledField>
        <LabelledField id={ids.statusUrl} label="Status-URL">
          <input
            id={ids.statusUrl}
            className={FIELD}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.statusUrl}
            required
            aria-required="true"
            aria-describedby={describedBy}
            onChange={(event) => field('statusUrl', event.target.value)}
          />
        </LabelledField>
        <Switch
          checked={form.isActive}
          onChange={(checked) => field('isActive', checked)}
          label="Aktiv butik"
          description="Aktiva butiker kan väljas för import"
        />
        {problem && <FormProblem id={problemId}>{problem}</FormProblem>}
      </form>
    </Dialog>
  );
}
