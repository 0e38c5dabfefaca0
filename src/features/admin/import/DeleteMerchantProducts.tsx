import { useEffect, useRef, useState } from 'react';
import { deleteMerchantProducts } from '../../import/admin/import-client.ts';
import { SYNC_TEXT } from '../../import/admin/sync.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import { ProgressBar } from '../ui/progress-parts.tsx';

/**
 * Deletes every product of the chosen merchant after a confirmation: the bar rises to 90 % while the server works,
 * then 100 %, and the dialog closes 2 s later with the answer's counts in a toast.
 */
export default function DeleteMerchantProducts({
  merchant,
  onDeleted,
}: {
  merchant: string | null;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearInterval(timer);
    },
    [],
  );

  const close = () => {
    if (progress !== null) return;
    setOpen(false);
  };

  const run = async () => {
    if (!merchant) return;
    setProgress(0);
    const rise = window.setInterval(() => setProgress((value) => Math.min(90, (value ?? 0) + 10)), 150);
    timers.current.push(rise);
    try {
      const { deleted } = await deleteMerchantProducts(merchant);
      window.clearInterval(rise);
      setProgress(100);
      showToast({
        title: 'Raderat!',
        description: `${deleted.products} produkter, ${deleted.statistics} statistikrader och ${deleted.logs} loggar raderades.`,
      });
      onDeleted();
      timers.current.push(
        window.setTimeout(() => {
          setProgress(null);
          setOpen(false);
        }, 2000),
      );
    } catch (error) {
      window.clearInterval(rise);
      setProgress(null);
      showToast({
        title: SYNC_TEXT.deleteFailed,
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <button
        type="button"
        className={BUTTON.danger}
        onClick={() => {
          if (!merchant)
            showToast({ title: SYNC_TEXT.noMerchant, description: SYNC_TEXT.chooseMerchant, variant: 'destructive' });
          else setOpen(true);
        }}
      >
        Radera alla produkter från butiken
      </button>
      <Dialog
        open={open}
        title={`Radera alla produkter från ${merchant ?? ''}?`}
        onClose={close}
        footer={
          <>
            <button type="button" className={BUTTON.secondary} disabled={progress !== null} onClick={close}>
              Avbryt
            </button>
            <button type="button" className={BUTTON.danger} disabled={progress !== null} onClick={() => void run()}>
              Radera allt
            </button>
          </>
        }
      >
        <p className="font-medium text-red-800">{SYNC_TEXT.deleteWarning}</p>
        {progress !== null && (
          <div className="mt-4">
            <ProgressBar label="Radering" percent={progress} tone="danger" />
          </div>
        )}
      </Dialog>
    </>
  );
}
