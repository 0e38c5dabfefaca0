import { type ChangeEvent, type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { AdminApiError, showError } from '../../admin-api/admin-client.ts';
import {
  type AdminTipPage,
  type BannerPreview,
  bannerSlotLabel,
  canAddTip,
  canRemoveTip,
  charCount,
  checkTipPageForm,
  TIP_PAGE_LIMITS,
  TIP_PAGE_TEXT,
  type TipPageField,
  type TipPageForm,
  tipPageSlug,
} from '../../tips/admin/tip-page.ts';
import { createTipPage, previewBanners, updateTipPage } from '../../tips/admin/tip-pages-client.ts';
import { BANNER_SIZES, BANNER_SLOTS, type BannerSlot } from '../../tips/banner-slot.ts';
import { showToast } from '../../toast/toast.ts';
import Switch from '../products/Switch.tsx';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import { FormProblem, LabelledField, SaveButtons } from '../ui/form-parts.tsx';
import SortableList from '../ui/SortableList.tsx';

interface DialogTip {
  key: string;
  title: string;
  description: string;
}

type DialogForm = Omit<TipPageForm, 'tips'> & { tips: DialogTip[] };

type TextName = 'ingress' | 'ctaText' | 'ctaUrl' | 'extraTip' | 'metaTitle' | 'metaDescription';

let tipKeys = 0;
const newTip = (title = '', description = ''): DialogTip => ({ key: `tips-${++tipKeys}`, title, description });

function initialForm(page: AdminTipPage | null): DialogForm {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    ingress: page?.ingress ?? '',
    tips: page && page.tips.length > 0 ? page.tips.map((tip) => newTip(tip.title, tip.description)) : [newTip()],
    ctaText: page?.ctaText ?? '',
    ctaUrl: page?.ctaUrl ?? '',
    extraTip: page?.extraTip ?? '',
    metaTitle: page?.metaTitle ?? '',
    metaDescription: page?.metaDescription ?? '',
    banners: { ...(page?.banners ?? {}) },
    isActive: page?.isActive ?? true,
  };
}

/** The form as the API takes it. */
function toBody(form: DialogForm): TipPageForm {
  return { ...form, tips: form.tips.map(({ title, description }) => ({ title, description })) };
}

/** Each banner sanitised by the server's policy, asked for a moment after typing stops. */
function useBannerPreviews(banners: DialogForm['banners']) {
  const [previews, setPreviews] = useState<Partial<Record<BannerSlot, BannerPreview>>>({});
  const text = JSON.stringify(banners);
  useEffect(() => {
    const current = JSON.parse(text) as DialogForm['banners'];
    const filled = Object.fromEntries(Object.entries(current).filter(([, html]) => html && html.trim() !== ''));
    if (Object.keys(filled).length === 0) {
      setPreviews({});
      return;
    }
    let stale = false;
    const timer = setTimeout(() => {
      previewBanners(filled)
        .then((answer) => {
          if (!stale) setPreviews(answer.banners);
        })
        .catch((error: unknown) => {
          if (!stale) showError(error);
        });
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text]);
  return previews;
}

function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const count = charCount(value);
  return (
    <p id={id} className={`mt-1 text-right text-xs ${count > max ? 'font-semibold text-red-800' : 'text-muted'}`}>
      {count}/{max} tecken
    </p>
  );
}

function BannerField({
  slot,
  value,
  preview,
  problem,
  onChange,
}: {
  slot: BannerSlot;
  value: string;
  preview: BannerPreview | undefined;
  problem: string | null;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const previewId = useId();
  const { width, height } = BANNER_SIZES[slot];
  const filled = value.trim() !== '';
  return (
    <div className="rounded-lg border border-black/10 p-3" data-banner-field={slot}>
      <label htmlFor={id} className={LABEL}>
        Banner {bannerSlotLabel(slot)}
      </label>
      <textarea
        id={id}
        className={`${FIELD} font-mono text-xs`}
        rows={3}
        value={value}
        spellCheck={false}
        placeholder={`<a href="https://…"><img src="https://…" width="${width}" height="${height}" alt="…"></a>`}
        aria-describedby={previewId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={previewId} className="mt-2">
        <p className="text-xs font-medium text-muted">Förhandsvisning (så som den visas på sidan)</p>
        {filled && preview ? (
          <>
            {preview.html !== '' && (
              <div
                className="mt-1 overflow-hidden rounded border border-dashed border-black/20 bg-sand [&_a]:block [&_a]:h-full [&_a]:w-full [&_img]:block [&_img]:h-full [&_img]:w-full [&_img]:object-cover"
                style={{ width: `min(100%, ${width}px)`, aspectRatio: `${width} / ${height}` }}
                data-banner-preview={slot}
                // Sanitised on the server by the banner policy of src/lib/sanitize.ts (only a and img).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised banner HTML
                dangerouslySetInnerHTML={{ __html: preview.html }}
              />
            )}
            {preview.warning && (
              <p className="mt-1 text-xs font-medium text-amber-900" data-banner-warning={slot}>
                ⚠ {preview.warning}
              </p>
            )}
          </>
        ) : (
          <p className="mt-1 text-xs text-muted">{filled ? 'Kontrollerar…' : 'Ingen banner'}</p>
        )}
      </div>
    </div>
  );
}

interface TipPageDialogProps {
  open: boolean;
  /** The page to edit (loaded in full), or null to add one. */
  page: AdminTipPage | null;
  onClose: () => void;
  onSaved: (page: AdminTipPage) => void;
}

/**
 * 'Ny tipssida' / 'Redigera tipssida' (docs/product/admin-tip-pages.md#dialog): title, address, ingress, tips (1–10,
 * reorderable), CTA, extra tip, six banner slots each with a preview of the sanitised result, meta title and
 * description with counters, visibility. 'Förhandsgranska' opens the whole page, unsaved, in a new tab. The form
 * starts from the page when the component mounts: give it a new key for each opening.
 */
export default function TipPageDialog({ open, page, onClose, onSaved }: TipPageDialogProps) {
  const [form, setForm] = useState<DialogForm>(() => initialForm(page));
  const [slugTouched, setSlugTouched] = useState(page !== null);
  const [problem, setProblem] = useState<{ field: TipPageField | null; error: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const previewForm = useRef<HTMLFormElement>(null);
  const previewData = useRef<HTMLInputElement>(null);
  const formId = useId();
  const problemId = useId();
  const ids = {
    title: useId(),
    slug: useId(),
    slugHint: useId(),
    ingress: useId(),
    tips: useId(),
    ctaText: useId(),
    ctaUrl: useId(),
    extraTip: useId(),
    metaTitle: useId(),
    metaTitleCount: useId(),
    metaDescription: useId(),
    metaDescriptionCount: useId(),
  };
  const editing = page !== null;
  const previews = useBannerPreviews(form.banners);
  const slug = tipPageSlug(form.slug, form.title);

  function field<K extends keyof DialogForm>(key: K, value: DialogForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    setProblem(null);
  }

  function setTitle(title: string) {
    setForm((current) => ({ ...current, title, ...(slugTouched ? {} : { slug: tipPageSlug('', title) }) }));
    setProblem(null);
  }

  function setTip(key: string, change: Partial<DialogTip>) {
    field(
      'tips',
      form.tips.map((tip) => (tip.key === key ? { ...tip, ...change } : tip)),
    );
  }

  function addTip() {
    if (!canAddTip(form.tips.length)) {
      showToast({ title: 'Fel', description: TIP_PAGE_TEXT.tooManyTips, variant: 'destructive' });
      return;
    }
    field('tips', [...form.tips, newTip()]);
  }

  function removeTip(key: string) {
    if (!canRemoveTip(form.tips.length)) return;
    field(
      'tips',
      form.tips.filter((tip) => tip.key !== key),
    );
  }

  function describedBy(name: TipPageField, ...more: string[]) {
    return [...more, problem?.field === name ? problemId : ''].filter(Boolean).join(' ') || undefined;
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = checkTipPageForm(toBody(form));
    if (!checked.ok) {
      setProblem({ field: checked.field, error: checked.error });
      showToast({ title: 'Fel', description: checked.error, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const body = toBody(form);
      const { page: saved } = editing ? await updateTipPage(page.id, body) : await createTipPage(body);
      showToast({ title: editing ? TIP_PAGE_TEXT.saved : TIP_PAGE_TEXT.created, description: saved.title });
      onSaved(saved);
    } catch (error) {
      if (error instanceof AdminApiError) setProblem({ field: null, error: error.message });
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  function preview() {
    if (!previewForm.current || !previewData.current) return;
    previewData.current.value = JSON.stringify(toBody(form));
    previewForm.current.submit();
  }

  const invalid = (name: TipPageField) => (problem?.field === name ? true : undefined);

  /** What every plain text control of the form shares: its id, value, problem state and change handler. */
  const textProps = (name: TextName, ...more: string[]) => ({
    id: ids[name],
    className: FIELD,
    value: form[name],
    'aria-invalid': invalid(name),
    'aria-describedby': describedBy(name, ...more),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field(name, event.target.value),
  });

  return (
    <Dialog
      open={open}
      wide
      title={editing ? 'Redigera tipssida' : 'Ny tipssida'}
      subtitle={editing ? `Ändra /tips/${page.slug}` : 'En ny sida under /tips med tips, CTA och banners'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={`${BUTTON.secondary} mr-auto`} onClick={preview}>
            Förhandsgranska
          </button>
          <SaveButtons formId={formId} saving={saving} editing={editing} createLabel="Skapa sida" onCancel={onClose} />
        </>
      }
    >
      <form
        ref={previewForm}
        method="post"
        action="/admin/tips-forhandsgranskning"
        target="_blank"
        className="hidden"
        aria-hidden="true"
        rel="noopener"
      >
        <input ref={previewData} type="hidden" name="sida" />
      </form>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField id={ids.title} label="Titel">
            <input
              id={ids.title}
              className={FIELD}
              value={form.title}
              required
              aria-required="true"
              aria-invalid={invalid('title')}
              aria-describedby={describedBy('title')}
              autoComplete="off"
              maxLength={TIP_PAGE_LIMITS.title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </LabelledField>
          <LabelledField id={ids.slug} label="Adress (slug)">
            <input
              id={ids.slug}
              className={FIELD}
              value={form.slug}
              aria-invalid={invalid('slug')}
              aria-describedby={describedBy('slug', ids.slugHint)}
              autoComplete="off"
              maxLength={TIP_PAGE_LIMITS.slug}
              onChange={(event) => {
                setSlugTouched(true);
                field('slug', event.target.value);
              }}
              onBlur={() => field('slug', slug)}
            />
            <p id={ids.slugHint} className="mt-1 text-xs text-muted">
              Sidan visas på <span className="font-mono">/tips/{slug || '…'}</span> och{' '}
              <span className="font-mono">/{slug || '…'}</span>
            </p>
          </LabelledField>
        </div>

        <LabelledField id={ids.ingress} label="Ingress">
          <textarea {...textProps('ingress')} rows={3} />
        </LabelledField>

        <fieldset className="rounded-xl border border-black/10 p-3" aria-describedby={describedBy('tips')}>
          <legend className="px-1 text-sm font-semibold">
            Tips <span data-tip-count>{`${form.tips.length}/${TIP_PAGE_LIMITS.tips}`}</span>
          </legend>
          <SortableList
            items={form.tips}
            getId={(tip) => tip.key}
            getName={(tip) => `tips ${form.tips.indexOf(tip) + 1}`}
            label="Tips i ordning"
            onReorder={(tips) => field('tips', tips)}
            renderItem={(tip, index) => (
              <div className="flex w-full min-w-0 flex-col gap-2" data-tip-row>
                <div className="flex items-center justify-between gap-2">
                  <span className="text-xs font-semibold text-muted">Tips {index + 1}</span>
                  <button
                    type="button"
                    className={BUTTON.small}
                    disabled={!canRemoveTip(form.tips.length)}
                    title={canRemoveTip(form.tips.length) ? undefined : 'Minst ett tips måste finnas kvar'}
                    onClick={() => removeTip(tip.key)}
                  >
                    Ta bort tips {index + 1}
                  </button>
                </div>
                <input
                  className={FIELD}
                  aria-label={`Titel för tips ${index + 1}`}
                  placeholder="Titel"
                  value={tip.title}
                  maxLength={TIP_PAGE_LIMITS.tipTitle}
                  aria-invalid={invalid('tips') && tip.title.trim() === '' ? true : undefined}
                  onChange={(event) => setTip(tip.key, { title: event.target.value })}
                />
                <textarea
                  className={FIELD}
                  aria-label={`Beskrivning för tips ${index + 1}`}
                  placeholder="Beskrivning"
                  rows={2}
                  value={tip.description}
                  maxLength={TIP_PAGE_LIMITS.tipDescription}
                  aria-invalid={invalid('tips') && tip.description.trim() === '' ? true : undefined}
                  onChange={(event) => setTip(tip.key, { description: event.target.value })}
                />
              </div>
            )}
          />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={addTip}
              aria-disabled={!canAddTip(form.tips.length)}
            >
              Lägg till tips
            </button>
            {!canAddTip(form.tips.length) && <p className="text-sm text-muted">{TIP_PAGE_TEXT.tooManyTips}</p>}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField id={ids.ctaText} label="CTA-text">
            <input {...textProps('ctaText')} maxLength={TIP_PAGE_LIMITS.ctaText} />
          </LabelledField>
          <LabelledField id={ids.ctaUrl} label="CTA-länk">
            <input {...textProps('ctaUrl')} inputMode="url" placeholder="https://… eller /utforska" />
          </LabelledField>
        </div>
        <p className="-mt-3 text-xs text-muted">Knappen visas bara när både text och länk är ifyllda.</p>

        <LabelledField id={ids.extraTip} label="Extra tips">
          <textarea {...textProps('extraTip')} rows={2} />
        </LabelledField>

        <fieldset className="rounded-xl border border-black/10 p-3">
          <legend className="px-1 text-sm font-semibold">Banners</legend>
          <p className="mb-3 text-xs text-muted">
            Klistra in bannerns HTML: en spårningslänk (a) runt en bild (img). Allt annat tas bort när sidan sparas och
            visas. Top visas under ingressen, bottom efter tipsen.
          </p>
          <div className="grid gap-3 lg:grid-cols-2">
            {BANNER_SLOTS.map((slot) => (
              <BannerField
                key={slot}
                slot={slot}
                value={form.banners[slot] ?? ''}
                preview={previews[slot]}
                problem={problem?.field === slot ? problem.error : null}
                onChange={(html) => field('banners', { ...form.banners, [slot]: html })}
              />
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField id={ids.metaTitle} label="Metatitel">
            <input {...textProps('metaTitle', ids.metaTitleCount)} />
            <Counter id={ids.metaTitleCount} value={form.metaTitle} max={TIP_PAGE_LIMITS.metaTitle} />
          </LabelledField>
          <LabelledField id={ids.metaDescription} label="Metabeskrivning">
            <textarea {...textProps('metaDescription', ids.metaDescriptionCount)} rows={3} />
            <Counter id={ids.metaDescriptionCount} value={form.metaDescription} max={TIP_PAGE_LIMITS.metaDescription} />
          </LabelledField>
        </div>

        <Switch
          checked={form.isActive}
          onChange={(checked) => field('isActive', checked)}
          label="Synlig på sajten"
          description="Dolda sidor finns kvar här men visas inte för besökare"
        />

        {problem && <FormProblem id={problemId}>{problem.error}</FormProblem>}
      </form>
    </Dialog>
  );
}
