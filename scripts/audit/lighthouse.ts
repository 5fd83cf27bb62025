// One Lighthouse worker of `npm run audit` (scripts/audit.ts forks AUDIT_JOBS of them): its own Chromium, and one
// route at a time. Lighthouse keeps state of its own per process (its performance marks, the tracing of its one
// page), so two audits at once need two processes, not two calls in one.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../browser/chromium.ts';

/** What audit.ts asks: a route's URL and how many runs to take the median of. */
export interface AuditRequest {
  url: string;
  runs: number;
}
/** What it answers: the medians, or why Lighthouse could not measure the route. */
export type AuditAnswer = { ready: true } | { sample: Sample } | { error: string };

const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });

export interface Sample {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Script requests: each carries the site-wide response headers (about 0.95 KB over HTTP/1.1 here). */
  jsRequests: number;
  cssBytes: number;
  cssRequests: number;
  htmlBytes: number;
  imageBytes: number;
  requests: number;
  /** Lighthouse's main-thread breakdown (its trace, at its 4× CPU), ms by its groups. */
  mainThread: number;
  parseHtmlMs: number;
  styleLayoutMs: number;
  paintMs: number;
  scriptMs: number;
  otherMs: number;
  /** The audits that cost accessibility, best practices or SEO points, with their titles: what a miss is about. */
  failed: string[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Nothing below reads a screenshot, and none of these audits weighs in a score (weight 0): the full-page
    // screenshot, the filmstrip and the last frame are for Lighthouse's HTML report, and the back/forward cache
    // audit navigates away and back once more per run.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const items =
    (
      audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number; requestCount: number }[];
      }
    )?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const count = (type: string) => items.find((i) => i.resourceType === type)?.requestCount ?? 0;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const groups = new Map(
    (
      (audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] })?.items ?? []
    ).map((i) => [i.group, i.duration]),
  );
  const group = (...names: string[]) => names.reduce((sum, n) => sum + (groups.get(n) ?? 0), 0);
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${audits[ref.id]!.title})${detailOf(audits[ref.id]!.details)}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: bytes('script'),
    jsRequests: count('script'),
    cssBytes: bytes('stylesheet'),
    cssRequests: count('stylesheet'),
    htmlBytes: bytes('document'),
    imageBytes: bytes('image'),
    requests: count('total'),
    mainThread: [...groups.values()].reduce((a, b) => a + b, 0),
    parseHtmlMs: group('parseHTML'),
    styleLayoutMs: group('styleLayout'),
    paintMs: group('paintCompositeRender'),
    scriptMs: group('scriptEvaluation', 'scriptParseCompile', 'garbageCollection'),
    otherMs: group('other'),
    failed,
  };
}

/** The first item of a failed audit's table (a console message, an issue, a URL), so the miss can be acted on. */
function detailOf(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const first = items[0];
  if (!first) return '';
  const text = ['description', 'issueType', 'url', 'source'].map((k) => first[k]).find((v) => typeof v === 'string');
  return text ? `: ${String(text).slice(0, 160)}${items.length > 1 ? ` (+${items.length - 1} more)` : ''}` : '';
}

/**
 * One Lighthouse run; a run Lighthouse itself fails (or that lacks a metric) is repeated, up to 4 attempts. Two
 * audits at a time on 2 cores lose a trace now and then (NO_NAVSTART: 3 of 90 routes once, each measured on the
 * second attempt).
 */
async function measureRun(url: string, port: number): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      const sample = await measure(url, port);
      const missing = (['lcpMs', 'tbtMs', 'cls', 'performance'] as const).filter((k) => !Number.isFinite(sample[k]));
      if (missing.length) throw new Error(`Lighthouse returned no ${missing.join(', ')} for ${url}`);
      return sample;
    } catch (err) {
      if (attempt >= 4) throw err;
      process.stderr.write(`  (${(err as Error).message}; measuring again)\n`);
    }
  }
}

async function medianOf(url: string, port: number, runs: number): Promise<Sample> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await measureRun(url, port));
  const numbers = Object.fromEntries(
    (Object.keys(samples[0]!) as (keyof Sample)[])
      .filter((k) => k !== 'failed')
      .map((k) => [k, median(samples.map((s) => s[k] as number))]),
  );
  return { ...numbers, failed: [...new Set(samples.flatMap((s) => s.failed))] } as Sample;
}

if (process.env.AUDIT_WORKER === '1' && process.send) {
  const chrome = await launchChromium();
  const send = (answer: AuditAnswer) => process.send!(answer);
  process.on('message', (req: AuditRequest) => {
    medianOf(req.url, chrome.port, req.runs).then(
      (sample) => send({ sample }),
      (err: unknown) => send({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
  // audit.ts disconnects when it has no route left (or ends): the Chromium goes with the worker.
  process.on('disconnect', () => {
    chrome.kill();
    process.exit(0);
  });
  send({ ready: true });
}
