import { type FormEvent, useEffect, useId, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { adminPriceText, parseAdminPrice } from '../../catalogue/admin/admin-price.ts';
import { type AdminProduct, type ProductTypeOption, typeOptionText } from '../../catalogue/admin/products.ts';
import { fetchProductTypes, type ProductForm, saveProduct } from '../../catalogue/admin/products-client.ts';
import { tagLabel, VOCABULARIES } from '../../catalogue/vocabularies.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import Switch from './Switch.tsx';
import TagPicker from './TagPicker.tsx';

interface EditProductDialogProps {
  /** The product to edit; null keeps the dialog closed. */
  product: AdminProduct | null;
  onClose(): void;
  onSaved(product: AdminProduct): void;
}

const PICKERS = ['to_whom', 'age_groups', 'interests', 'occasions', 'themes'] as const;

/** Where a stored type came from, as the dialog says it under the type select. */
const TYPE_SOURCES: Record<string, string> = {
  admin: 'Vald av admin – ändras inte av import eller omtaggning',
  model: 'Satt av AI-modellen',
  google: 'Från flödets Google-kategori',
  category: 'Från butikens kategori',
  title: 'Från produktnamnet',
  description: 'Från beskrivningen',
};

/** The types for the select, read once per page load (the ontology changes only with a deploy). */
let typeList: Promise<ProductTypeOption[]> | null = null;
function loadTypes(): Promise<ProductTypeOption[]> {
  typeList ??= fetchProductTypes().then(
    (answer) => answer.types,
    (error: unknown) => {
      typeList = null;
      throw error;
    },
  );
  return typeList;
}

function formOf(product: AdminProduct): ProductForm {
  return {
    title: product.title,
    price: adminPriceText(product.price),
    description: product.description,
    to_whom: product.toWhom,
    age_groups: product.ageGroups,
    interests: product.interests,
    occasions: product.occasions,
    themes: product.themes,
    is_active: product.isActive,
    needs_tagging: product.needsTagging,
    product_type: product.productType,
  };
}

/**
 * 'Redigera produkt' (docs/product/admin-products.md#edit-dialog): the editable fields, the read-only facts, the
 * product type (every type of the ontology, indented under its parent, 'Okänd' first), five tag pickers and two
 * switches.
 */
export default function EditProductDialog({ product, onClose, onSaved }: EditProductDialogProps) {
  const [form, setForm] = useState<ProductForm | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [types, setTypes] = useState<ProductTypeOption[]>([]);
  const formId = useId();
  const ids = {
    title: useId(),
    price: useId(),
    description: useId(),
    priceError: useId(),
    titleError: useId(),
    type: useId(),
    typeHint: useId(),
  };

  useEffect(() => {
    setForm(product ? formOf(product) : null);
    setPriceError(null);
    setTitleError(null);
    if (product) loadTypes().then(setTypes, showError);
  }, [product]);

  const update = (patch: Partial<ProductForm>) => setForm((current) => (current ? { ...current, ...patch } : current));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!product || !form || saving) return;
    const price = parseAdminPrice(form.price);
    const title = form.title.trim();
    setPriceError(price.ok ? null : price.message);
    setTitleError(title ? null : 'Produktnamn måste fyllas i');
    if (!price.ok || !title) return;
    setSaving(true);
    try {
      // The type is sent only when the admin chose another one: it is then the admin's, kept by imports and re-tagging.
      const { product_type: chosen, ...rest } = form;
      const { product: saved } = await saveProduct(product.id, {
        ...rest,
        title,
        ...(chosen !== undefined && chosen !== product.productType ? { product_type: chosen } : {}),
      });
      showToast({ title: 'Produkten uppdaterad!', description: `${saved.title} har uppdaterats` });
      onSaved(saved);
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={product !== null}
      title="Redigera produkt"
      subtitle="Uppdatera produktinformation och taggar manuellt"
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            Avbryt
          </button>
          <button type="submit" form={formId} className={BUTTON.primary} disabled={saving}>
            {saving ? 'Sparar…' : 'Spara ändringar'}
          </button>
        </>
      }
    >
      {product && form && (
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <label htmlFor={ids.title} className={LABEL}>
              Produktnamn
            </label>
            <input
              id={ids.title}
              className={FIELD}
              value={form.title}
              onChange={(event) => update({ title: event.target.value })}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? ids.titleError : undefined}
            />
            {titleError && (
              <p id={ids.titleError} className="mt-1 text-sm text-red-800">
                {titleError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={ids.price} className={LABEL}>
              Pris (SEK)
            </label>
            <input
              id={ids.price}
              className={FIELD}
              inputMode="decimal"
              value={form.price}
              onChange={(event) => {
                update({ price: event.target.value });
                if (priceError) setPriceError(null);
              }}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? ids.priceError : undefined}
            />
            {priceError && (
              <p id={ids.priceError} className="mt-1 text-sm text-red-800" role="alert">
                {priceError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={ids.description} className={LABEL}>
              Beskrivning
            </label>
            <textarea
              id={ids.description}
              className={`${FIELD} min-h-24`}
              value={form.description}
              onChange={(event) => update({ description: event.target.value })}
            />
          </div>
          <dl className="grid gap-x-4 gap-y-2 rounded-lg bg-cream px-3 py-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-ink">Butik</dt>
              <dd className="text-muted">{product.merchant}</dd>
            </div>
            <div>
              <dt className="font-medium text-ink">SKU</dt>
              <dd className="break-all text-muted">{product.merchantPid}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="font-medium text-ink">Övriga taggar</dt>
              <dd className="text-muted">{product.tags.length ? product.tags.map(tagLabel).join(', ') : 'Inga'}</dd>
            </div>
          </dl>
          <p className="-mt-2 text-sm">
            <a
              href={product.productUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline"
            >
              Visa produkt<span className="sr-only"> (öppnas i en ny flik)</span>
            </a>
          </p>
          <div>
            <label htmlFor={ids.type} className={LABEL}>
              Produkttyp
            </label>
            <select
              id={ids.type}
              className={FIELD}
              value={form.product_type ?? product.productType}
              onChange={(event) => update({ product_type: event.target.value })}
              aria-describedby={ids.typeHint}
            >
              {types.length === 0 && <option value={product.productType}>{product.productTypeLabel}</option>}
              {types.map((option) => (
                <option key={option.id} value={option.id}>
                  {typeOptionText(option, false)}
                </option>
              ))}
            </select>
            <p id={ids.typeHint} className="mt-1 text-sm text-muted">
              {form.product_type !== undefined && form.product_type !== product.productType
                ? 'Sparas som vald av admin – ändras inte av import eller omtaggning'
                : product.productType === 'okand'
                  ? 'Typen kunde inte avgöras – välj den här'
                  : (TYPE_SOURCES[product.productTypeSource ?? ''] ?? '')}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {PICKERS.map((field) => (
              <TagPicker
                key={field}
                label={VOCABULARIES[field].label}
                options={VOCABULARIES[field].options}
                value={form[field]}
                onChange={(value) => update({ [field]: value })}
              />
            ))}
          </div>
          <Switch
            label="Aktiv produkt"
            description="Visa produkten på sajten"
            checked={form.is_active}
            onChange={(is_active) => update({ is_active })}
          />
          <Switch
            label="Behöver omtaggning"
            description="Markera för AI-taggning vid nästa körning"
            checked={form.needs_tagging}
            onChange={(needs_tagging) => update({ needs_tagging })}
          />
        </form>
      )}
    </Dialog>
  );
}
