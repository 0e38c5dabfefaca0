import { describe, expect, it } from 'vitest';
import {
  AUTO_SCROLL_MAX_STEP,
  autoScrollStep,
  MOUSE_DRAG_DISTANCE,
  moveItem,
  TOUCH_DRAG_DELAY_MS,
} from './sortable-config.ts';

describe('drag sensors (docs/product/admin-homepage.md#list)', () => {
  it('a mouse needs 5 px before a drag starts, a touch a 120 ms long press', () => {
    expect(MOUSE_DRAG_DISTANCE).toBe(5);
    expect(TOUCH_DRAG_DELAY_MS).toBe(120);
  });
});

describe('autoScrollStep over an area from 0 to 1000 px', () => {
  it('does not scroll in the middle or at the zone border, 25 % from an edge', () => {
    expect(autoScrollStep(500, 0, 1000)).toBe(0);
    expect(autoScrollStep(250, 0, 1000)).toBe(0);
    expect(autoScrollStep(750, 0, 1000)).toBe(0);
  });

  it('starts just inside 25 % and grows towards the edge', () => {
    expect(autoScrollStep(240, 0, 1000)).toBe(-1);
    expect(autoScrollStep(150, 0, 1000)).toBe(-14);
    expect(autoScrollStep(850, 0, 1000)).toBe(14);
    expect(autoScrollStep(760, 0, 1000)).toBe(1);
  });

  it('is strongest, 28 px, from 5 % from the edge and never more, past the edge too', () => {
    expect(autoScrollStep(50, 0, 1000)).toBe(-AUTO_SCROLL_MAX_STEP);
    expect(autoScrollStep(0, 0, 1000)).toBe(-28);
    expect(autoScrollStep(-400, 0, 1000)).toBe(-28);
    expect(autoScrollStep(950, 0, 1000)).toBe(28);
    expect(autoScrollStep(1000, 0, 1000)).toBe(28);
    expect(autoScrollStep(5000, 0, 1000)).toBe(28);
  });

  it('works for an area that does not start at 0 (a dialog body) and gives 0 for a degenerate area', () => {
    expect(autoScrollStep(210, 200, 600)).toBe(-28);
    expect(autoScrollStep(400, 200, 600)).toBe(0);
    expect(autoScrollStep(590, 200, 600)).toBe(28);
    expect(autoScrollStep(10, 100, 100)).toBe(0);
    expect(autoScrollStep(Number.NaN, 0, 100)).toBe(0);
  });
});

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('leaves the list as it was for positions outside it', () => {
    expect(moveItem(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});
