/** Sends a product click or view to /api/track without blocking navigation (no visitor id, no cookie). */
export function trackProductEvent(productId: string, event: 'click' | 'view', source: string): void {
  const body = JSON.stringify({ productId, event, source });
  try {
    if (navigator.sendBeacon?.(`/api/track`, new Blob([body], { type: 'application/json' }))) return;
    void fetch('/api/track', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    });
  } catch {
    // tracking must never break a click
  }
}
