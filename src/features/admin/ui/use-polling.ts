import { useEffect } from 'react';

/**
 * Polls while the component is shown: `step` runs at once, then again after the delay in ms it returns; null stops.
 * A change of `step` or `enabled` starts over; unmounting aborts the step under way (its signal) and the timer.
 */
export function usePolling(step: (signal: AbortSignal) => Promise<number | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const loop = async () => {
      const delay = await step(controller.signal);
      if (delay !== null && !controller.signal.aborted) timer = window.setTimeout(loop, delay);
    };
    void loop();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [step, enabled]);
}
