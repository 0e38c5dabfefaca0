/**
 * A reorderable list for the admin (docs/product/admin-homepage.md#list, docs/product/admin-tip-pages.md#list): drag by
 * the handle with the mouse (after 5 px), by touch (after a 120 ms long press) or with the keyboard (space or Enter on
 * the handle, arrows, space or Enter to drop, Escape to cancel), or use the 'Flytta upp' / 'Flytta ned' buttons of each
 * row. While a pointer drags near the top or bottom of the scrolling area (the page or a dialog's body), the area
 * scrolls by autoScrollStep. The list only reports the new order; the caller saves it.
 */
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS, getEventCoordinates } from '@dnd-kit/utilities';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  autoScrollStep,
  MOUSE_DRAG_DISTANCE,
  moveItem,
  SORTABLE_TEXT,
  TOUCH_DRAG_DELAY_MS,
  TOUCH_DRAG_TOLERANCE,
} from './sortable-config.ts';

export interface SortableListProps<T> {
  items: readonly T[];
  /** A stable, unique id per item. */
  getId: (item: T) => string;
  /** The item's name in button labels and screen reader messages ("Flytta upp Mamma"). */
  getName: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  /** Called with the items in their new order after a drop or a move button. */
  onReorder: (items: T[]) => void;
  /** The row's content (title, counts, its own buttons), between the handle and the move buttons. */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Turns dragging and the move buttons off (e.g. while the whole form is being saved). The buttons stay focusable
   * (aria-disabled), so the keyboard never loses its place; so do a first row's 'Flytta upp' and a last row's
   * 'Flytta ned', which do nothing.
   */
  disabled?: boolean;
  /** Extra classes for a row. */
  rowClassName?: (item: T) => string;
}

const ICON_BUTTON =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-black/15 bg-white text-ink hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white';

/** The nearest ancestor that scrolls vertically, or the page. */
function scrollParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Scrolls the list's scrolling area while a pointer drag is near its top or bottom edge. */
function useEdgeScroll(listRef: RefObject<HTMLElement | null>) {
  const pointerY = useRef<number | null>(null);
  const frame = useRef<number | null>(null);

  const stop = useCallback(() => {
    pointerY.current = null;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  const tick = useCallback(() => {
    const y = pointerY.current;
    if (y === null) return;
    const area = scrollParent(listRef.current);
    const top = area ? area.getBoundingClientRect().top : 0;
    const bottom = area ? area.getBoundingClientRect().bottom : window.innerHeight;
    const step = autoScrollStep(y, top, bottom);
    if (step !== 0) {
      if (area) area.scrollBy(0, step);
      else window.scrollBy(0, step);
    }
    frame.current = requestAnimationFrame(tick);
  }, [listRef]);

  const start = useCallback(
    (event: DragStartEvent) => {
      const at = getEventCoordinates(event.activatorEvent);
      // Keyboard drags have no pointer: dnd-kit scrolls the focused item into view itself.
      if (!at) return;
      pointerY.current = at.y;
      frame.current = requestAnimationFrame(tick);
    },
    [tick],
  );

  const move = useCallback((event: DragMoveEvent) => {
    const at = getEventCoordinates(event.activatorEvent);
    if (at && pointerY.current !== null) pointerY.current = at.y + event.delta.y;
  }, []);

  useEffect(() => stop, [stop]);
  return { start, move, stop };
}

function Row({
  id,
  name,
  index,
  count,
  disabled,
  className,
  onMove,
  children,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  className: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      data-sortable-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative flex items-center gap-2 rounded-xl border border-black/10 bg-white p-2 sm:gap-3 sm:p-3 ${
        isDragging ? 'z-10 shadow-lg ring-2 ring-brand-500' : ''
      } ${className}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={SORTABLE_TEXT.handle(name)}
        title="Dra för att flytta"
        aria-disabled={disabled || undefined}
        className={`${ICON_BUTTON} cursor-grab touch-none active:cursor-grabbing`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">{children}</div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={SORTABLE_TEXT.moveUp(name)}
          title="Flytta upp"
          aria-disabled={disabled || index === 0 || undefined}
          onClick={() => !disabled && onMove(index, index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={SORTABLE_TEXT.moveDown(name)}
          title="Flytta ned"
          aria-disabled={disabled || index === count - 1 || undefined}
          onClick={() => !disabled && onMove(index, index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}

export default function SortableList<T>({
  items,
  getId,
  getName,
  label,
  onReorder,
  renderItem,
  disabled = false,
  rowClassName,
}: SortableListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  const edge = useEdgeScroll(listRef);
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_DRAG_TOLERANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = useCallback(
    (id: string | number) => {
      const item = items[ids.indexOf(String(id))];
      return item === undefined ? '' : getName(item);
    },
    [items, ids, getName],
  );
  const positionOf = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);

  const announcements: Announcements = {
    onDragStart: ({ active }) => SORTABLE_TEXT.pickedUp(nameOf(active.id), positionOf(active.id), ids.length),
    onDragOver: ({ active, over }) =>
      over ? SORTABLE_TEXT.over(nameOf(active.id), positionOf(over.id), ids.length) : undefined,
    onDragEnd: ({ active, over }) =>
      SORTABLE_TEXT.dropped(nameOf(active.id), positionOf(over?.id ?? active.id), ids.length),
    onDragCancel: ({ active }) => SORTABLE_TEXT.cancelled(nameOf(active.id)),
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    onReorder(moveItem(items, from, to));
  };

  const end = (event: DragEndEvent) => {
    edge.stop();
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <div ref={setLiveRegion}>
      <DndContext
        sensors={sensors}
        autoScroll={false}
        onDragStart={edge.start}
        onDragMove={edge.move}
        onDragEnd={end}
        onDragCancel={edge.stop}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: SORTABLE_TEXT.instructions },
          ...(liveRegion ? { container: liveRegion } : {}),
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ol ref={listRef} aria-label={label} className="flex flex-col gap-2">
            {items.map((item, index) => (
              <Row
                key={ids[index]}
                id={ids[index] ?? ''}
                name={getName(item)}
                index={index}
                count={items.length}
                disabled={disabled}
                className={rowClassName?.(item) ?? ''}
                onMove={move}
              >
                {renderItem(item, index)}
              </Row>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}
