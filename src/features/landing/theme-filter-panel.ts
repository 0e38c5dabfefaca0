/**
 * The theme page filter in the browser: reads the facts of the prerendered cards, applies the theme filter rules
 * (theme-filter.ts) on every change and shows, hides and reorders the cards in place. No framework: the page
 * already holds every card, so this only moves them.
 */
import { budgetBoundLabel, clampBudgetMax, clampBudgetMin } from '../generator/budget-range.ts';
import { parseThemeCardFacts } from './theme-cards.ts';
import {
  activeFilterCount,
  applyThemeFilter,
  defaultThemeFilter,
  THEME_SORTS,
  type ThemeFilter,
  type ThemeSort,
} from './theme-filter.ts';

/** Cards shown at first and added by each press of "Visa fler". */
const PAGE_SIZE = 24;
const FACETS = ['audiences', 'occasions', 'interests', 'merchants'] as const;

function isSort(value: string): value is ThemeSort {
  return (THEME_SORTS as readonly string[]).includes(value);
}

function resultLabel(count: number): string {
  return count === 1 ? '1 present' : `${count} presenter`;
}

function setUp(root: HTMLElement): void {
  const facts = parseThemeCardFacts(root.querySelector('script[data-theme-cards]')?.textContent ?? '[]');
  const foundGrid = root.querySelector<HTMLElement>('[data-theme-grid]');
  const foundForm = root.querySelector<HTMLFormElement>('form[data-theme-filter]');
  if (!foundGrid || !foundForm) return;
  const grid: HTMLElement = foundGrid;
  const form: HTMLFormElement = foundForm;
  const cards = new Map<string, HTMLElement>();
  for (const card of grid.querySelectorAll<HTMLElement>('[data-card-id]')) cards.set(card.dataset.cardId ?? '', card);

  const count = root.querySelector<HTMLElement>('[data-result-count]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const more = root.querySelector<HTMLButtonElement>('[data-show-more]');
  const resets = root.querySelectorAll<HTMLButtonElement>('[data-reset]');
  const activeBadge = root.querySelector<HTMLElement>('[data-active-count]');
  const budgetLabel = root.querySelector<HTMLElement>('[data-budget-label]');
  const q = form.querySelector<HTMLInputElement>('input[name="q"]');
  const sort = form.querySelector<HTMLSelectElement>('select[name="sort"]');
  const min = form.querySelector<HTMLInputElement>('input[name="min"]');
  const max = form.querySelector<HTMLInputElement>('input[name="max"]');

  let filter: ThemeFilter = defaultThemeFilter();
  let shown = PAGE_SIZE;

  function readForm(): ThemeFilter {
    const next = defaultThemeFilter();
    next.q = q?.value ?? '';
    next.sort = sort && isSort(sort.value) ? sort.value : 'relevant';
    next.budget = { min: filter.budget.min, max: filter.budget.max };
    for (const facet of FACETS) {
      next[facet] = [...form.querySelectorAll<HTMLInputElement>(`input[data-facet-value="${facet}"]:checked`)].map(
        (input) => input.value,
      );
    }
    return next;
  }

  function paintBudget(): void {
    if (min) min.value = String(filter.budget.min);
    if (max) max.value = String(filter.budget.max);
    const text = `${budgetBoundLabel(filter.budget.min, 'min')} – ${budgetBoundLabel(filter.budget.max)}`;
    if (budgetLabel) budgetLabel.textContent = text;
    min?.setAttribute('aria-valuetext', budgetBoundLabel(filter.budget.min, 'min'));
    max?.setAttribute('aria-valuetext', budgetBoundLabel(filter.budget.max));
  }

  /** Cards of products deactivated since the build are hidden by the live-update script and stay out. */
  function isDeactivated(id: string): boolean {
    return cards.get(id)?.querySelector('[data-deactivated="true"]') != null;
  }

  function render(): void {
    const result = applyThemeFilter(
      facts.filter((card) => !isDeactivated(card.id)),
      filter,
    );
    const kept = new Set(result.map((card) => card.id));
    result.forEach((card, index) => {
      const element = cards.get(card.id);
      if (!element) return;
      element.hidden = index >= shown;
      grid.append(element);
    });
    for (const [id, element] of cards) if (!kept.has(id)) element.hidden = true;
    if (count) count.textContent = resultLabel(result.length);
    if (empty) empty.hidden = result.length > 0;
    grid.hidden = result.length === 0;
    if (more) {
      const left = result.length - Math.min(shown, result.length);
      more.hidden = left <= 0;
      more.textContent = `Visa fler presenter (${left} kvar)`;
    }
    const active = activeFilterCount(filter);
    if (activeBadge) {
      activeBadge.textContent = String(active);
      activeBadge.hidden = active === 0;
    }
    for (const reset of resets) reset.disabled = active === 0 && filter.sort === 'relevant';
  }

  function update(): void {
    filter = readForm();
    shown = PAGE_SIZE;
    render();
  }

  let typing: ReturnType<typeof setTimeout> | undefined;
  q?.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(update, 150);
  });
  form.addEventListener('change', (event) => {
    const target = event.target;
    if (target === min || target === max || target === q) return;
    update();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    update();
  });
  min?.addEventListener('input', () => {
    filter = { ...readForm(), budget: { min: clampBudgetMin(min.value, filter.budget.max), max: filter.budget.max } };
    paintBudget();
    shown = PAGE_SIZE;
    render();
  });
  max?.addEventListener('input', () => {
    filter = { ...readForm(), budget: { min: filter.budget.min, max: clampBudgetMax(max.value, filter.budget.min) } };
    paintBudget();
    shown = PAGE_SIZE;
    render();
  });
  for (const reset of resets) {
    reset.addEventListener('click', () => {
      form.reset();
      filter = defaultThemeFilter();
      if (q) q.value = '';
      if (sort) sort.value = 'relevant';
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) input.checked = false;
      paintBudget();
      shown = PAGE_SIZE;
      render();
    });
  }
  more?.addEventListener('click', () => {
    shown += PAGE_SIZE;
    render();
  });
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-more-toggle]')) {
    toggle.addEventListener('click', () => {
      const group = toggle.closest<HTMLElement>('[data-facet]');
      const expanded = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(expanded));
      toggle.textContent = expanded ? 'Färre' : 'Fler…';
      if (group) group.dataset.expanded = String(expanded);
    });
  }
  const panelToggle = root.querySelector<HTMLButtonElement>('[data-panel-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-filter-panel]');
  panelToggle?.addEventListener('click', () => {
    const open = panelToggle.getAttribute('aria-expanded') !== 'true';
    panelToggle.setAttribute('aria-expanded', String(open));
    if (panel) panel.dataset.open = String(open);
  });

  root.dataset.filterReady = 'true';
  paintBudget();
  render();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-theme-page]')) setUp(root);
