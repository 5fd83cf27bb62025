// Field speed from the visitor's own browser, with Google's web-vitals library: LCP, INP, CLS and TTFB of this page
// view, gathered as web-vitals reports them and sent together, once the page is hidden (the visitor leaves or
// switches away), as one beacon. Loaded by visit.ts when the page is idle, and only where counting is allowed;
// web-vitals reads the entries the browser buffered before it arrived.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export type Vitals = Partial<Record<'lcp' | 'inp' | 'cls' | 'ttfb', number>>;

export function reportVitals(send: (v: Vitals) => void): void {
  let pending: Vitals = {};
  /** The page has been hidden and what was gathered by then is sent: a later report goes on its own. */
  let sent = false;
  const flush = () => {
    if (Object.keys(pending).length) send(pending);
    pending = {};
  };
  const take = (m: Metric) => {
    pending[m.name.toLowerCase() as keyof Vitals] =
      m.name === 'CLS' ? Math.round(m.value * 1000) / 1000 : Math.round(m.value);
    if (sent) flush();
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  onTTFB(take);
  // On the window, bubbling: after web-vitals' own listeners, which report what they hold as the page is hidden.
  addEventListener('visibilitychange', () => {
    sent = document.visibilityState === 'hidden';
    if (sent) flush();
  });
}
