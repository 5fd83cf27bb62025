// Field speed kept as histograms, not samples: a page's day of LCP, INP, CLS or TTFB figures is a count per bucket,
// so storage grows with the pages, not the visits, and days add up by adding counts. Buckets grow by 5 % (log
// scale), so a percentile read from them is within 2.5 % of the true one (plus the values' own rounding); the
// 75th percentile is what Google's Core Web Vitals judge a page by.

/** Each bucket is 5 % wider than the one below it. */
const RATIO = 1.05;
const LOG = Math.log(RATIO);

/** Sparse: bucket index → count. Index 0 holds values below 1 (0 ms, or a CLS of 0). */
export type Histogram = Record<string, number>;

/** The metrics kept, and the factor that makes each an integer-ish scale (CLS is unitless: kept in thousandths). */
const METRICS = { lcp: 1, inp: 1, cls: 1000, ttfb: 1 } as const;
export type MetricName = keyof typeof METRICS;

/** Largest value kept per metric (ms; CLS as is): past it a figure is counted as that. */
export const METRIC_MAX: Record<MetricName, number> = { lcp: 120_000, inp: 60_000, cls: 50, ttfb: 120_000 };

function bucketOf(scaled: number): number {
  return scaled < 1 ? 0 : 1 + Math.floor(Math.log(scaled) / LOG);
}

/** The value a bucket stands for: the geometric middle of its range (0 for bucket 0). */
function bucketValue(index: number): number {
  return index === 0 ? 0 : RATIO ** (index - 1 + 0.5);
}

export function addSample(h: Histogram, metric: MetricName, value: number): void {
  const scaled = Math.min(value, METRIC_MAX[metric]) * METRICS[metric];
  const k = String(bucketOf(scaled));
  h[k] = (h[k] ?? 0) + 1;
}

export function mergeInto(into: Histogram, from: Histogram): void {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
}

function sampleCount(h: Histogram): number {
  return Object.values(h).reduce((a, b) => a + b, 0);
}

/**
 * The `p` percentile (0–1) by nearest rank, as the metric's value (ms; CLS unitless), or null without samples:
 * the value of the bucket holding the ceil(p × n)-th smallest sample.
 */
export function percentile(h: Histogram, metric: MetricName, p: number): number | null {
  const n = sampleCount(h);
  if (!n) return null;
  const rank = Math.max(1, Math.ceil(p * n));
  let seen = 0;
  for (const k of Object.keys(h)
    .map(Number)
    .sort((a, b) => a - b)) {
    seen += h[String(k)]!;
    if (seen >= rank) {
      const v = bucketValue(k) / METRICS[metric];
      return metric === 'cls' ? Math.round(v * 1000) / 1000 : Math.round(v);
    }
  }
  return null;
}
