import type { Page } from '@playwright/test';

/** Keeps the chat's intro bubble out of the way of clicks (as if the visitor had dismissed it). */
export async function quietChat(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('presentpilot-chat-intro-dismissed', 'true');
    } catch {
      // storage unavailable: nothing to do
    }
  });
}

/** True when the page is the 390 px project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Fills the saved list in localStorage before the page loads. */
export async function presetSaved(page: Page, ids: readonly string[]): Promise<void> {
  await page.addInitScript((list) => {
    if (sessionStorage.getItem('preset-done')) return;
    sessionStorage.setItem('preset-done', '1');
    localStorage.setItem(
      'presentpilot-saved',
      JSON.stringify(list.map((productId, index) => ({ productId, savedAt: 1_000_000 - index }))),
    );
  }, ids);
}

/** Records every sendBeacon body in `window.__beacons` (the real beacon is still sent). */
export async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { url: string; body: string }[] = [];
    (window as unknown as { __beacons: typeof calls }).__beacons = calls;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((body) => calls.push({ url: String(url), body }));
      else calls.push({ url: String(url), body: String(data ?? '') });
      return original(url, data);
    };
  });
}

/** The JSON bodies sent by beacon to a path so far. */
export async function beaconBodies(page: Page, path: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { __beacons: { url: string; body: string }[] }).__beacons
        .filter((call) => call.url.endsWith(wanted))
        .map((call) => JSON.parse(call.body) as unknown),
    path,
  );
}

/** Waits until no toast is on screen (axe then reads the page as a visitor sees it after the notice). */
export async function toastsGone(page: Page): Promise<void> {
  await page
    .locator('#notiser li')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => undefined);
}

/** Records layout shifts (without recent input) in window.__shifts from the start of the page. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recordShifts saw so far. */
export async function shiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
