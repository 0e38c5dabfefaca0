import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { VocabularyOption } from '../../catalogue/vocabularies.ts';
import { BUTTON, FIELD } from '../ui/buttons.ts';

interface TagPickerProps {
  label: string;
  options: readonly VocabularyOption[];
  value: readonly string[];
  onChange(value: string[]): void;
}

/**
 * A multi-select tag picker (docs/product/admin-products.md#edit-dialog): the chosen tags as removable chips or 'Inga
 * valda', and 'Lägg till {label}' opening a searchable list (a combobox over a multi-select listbox: arrows move, Enter
 * picks or drops, Escape closes).
 */
export default function TagPicker({ label, options, value, onChange }: TagPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const needle = text.trim().toLocaleLowerCase('sv-SE');
  const shown = needle
    ? options.filter(
        (option) =>
          option.label.toLocaleLowerCase('sv-SE').includes(needle) ||
          option.value.toLocaleLowerCase('sv-SE').includes(needle),
      )
    : options;
  const labelOf = (tag: string) => options.find((option) => option.value === tag)?.label ?? tag;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function toggle(tag: string) {
    onChange(value.includes(tag) ? value.filter((item) => item !== tag) : [...value, tag]);
  }

  function close() {
    setOpen(false);
    setText('');
    addRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(shown.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown[active];
      if (option) toggle(option.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-testid={`tag-picker-${label}`}>
      <legend id={labelId} className="mb-1.5 text-sm font-medium text-ink">
        {label}
      </legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted">Inga valda</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Valda ${label.toLocaleLowerCase('sv-SE')}`}>
          {value.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => toggle(tag)}
                aria-label={`Ta bort ${labelOf(tag)}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-sm text-brand-900 hover:bg-brand-200"
              >
                {labelOf(tag)}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!open ? (
        <button ref={addRef} type="button" className={`${BUTTON.small} self-start`} onClick={() => setOpen(true)}>
          + Lägg till {label}
        </button>
      ) : (
        <div className="rounded-lg border border-black/15 bg-white p-2">
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={shown.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-label={`Sök ${label}`}
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            placeholder={`Sök ${label}...`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className={FIELD}
          />
          {shown.length > 0 && (
            <div
              id={listId}
              role="listbox"
              aria-label={label}
              aria-multiselectable="true"
              className="mt-1 max-h-48 overflow-y-auto"
            >
              {shown.map((option, index) => {
                const selected = value.includes(option.value);
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: keys reach the options through the combobox (aria-activedescendant)
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      setActive(index);
                      toggle(option.value);
                      inputRef.current?.focus();
                    }}
                    className={`flex cursor-pointer items-center justify-between rounded-md px-2 py-1.5 text-sm ${
                      index === active ? 'bg-sand' : ''
                    }`}
                  >
                    {option.label}
                    {selected && <span aria-hidden="true">✓</span>}
                  </div>
                );
              })}
            </div>
          )}
          {shown.length === 0 && <p className="px-2 py-1.5 text-sm text-muted">Inga alternativ hittades.</p>}
          <button type="button" className={`${BUTTON.small} mt-1`} onClick={close}>
            Klar
          </button>
        </div>
      )}
    </fieldset>
  );
}
