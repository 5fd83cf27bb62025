// `npm run leads -- report [--days 30] [--json] [--html FILE]`: which pages, searches and campaigns bring the calls
// and the leads, and how fast the pages are on visitors' own devices, from the day counts (event-store.ts) and the
// stored leads (their `source`, lead-source.ts). Both languages together, each page with its language.
//   --json  { pages: [{ path, views, calls, emails, formStarts, leads }],
//             sources: [{ source, medium, campaign, visits, leads }],
//             vitals: [{ path, samples, lcpP75, inpP75, clsP75 }] }
//   --html  one self-contained page (inline SVG charts, no script, nothing fetched) the owner opens from disk.
import { langOfRoute } from '../../src/content/route-path.ts';
import { escapeHtml } from '../shared/html-escape.ts';
import { countRows, dayOf, readEventDays, type PageVitals } from './event-store.ts';
import { channelOf } from './lead-source.ts';
import type { LeadRecord } from './lead-store.ts';
import { mergeInto, percentile, type Histogram, type MetricName } from './vitals-histogram.ts';

interface PageRow {
  path: string;
  views: number;
  calls: number;
  emails: number;
  formStarts: number;
  leads: number;
}
interface SourceRow {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  leads: number;
}
interface VitalsRow {
  path: string;
  samples: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}
/** What `--json` prints, exactly. */
export interface ReportJson {
  pages: PageRow[];
  sources: SourceRow[];
  vitals: VitalsRow[];
}

export interface Report extends ReportJson {
  from: string;
  to: string;
  days: string[];
  /** Per day: leads, call taps, views. */
  daily: { day: string; leads: number; calls: number; views: number }[];
  searches: number;
  /** Field speed per template (home, service, area …), with TTFB and each metric's own sample count. */
  templates: TemplateVitals[];
  /** Per page: each metric's sample count and TTFB, for the text and HTML reports. */
  pageVitals: Map<string, TemplateVitals>;
}

interface TemplateVitals {
  name: string;
  samples: number;
  p75: Record<MetricName, number | null>;
  counts: Record<MetricName, number>;
}

const METRIC_NAMES: MetricName[] = ['lcp', 'inp', 'cls', 'ttfb'];
/** Google's thresholds: good up to the first, poor past the second (ms; CLS unitless). */
const THRESHOLDS: Record<MetricName, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

export interface ReportOptions {
  days?: number;
  now?: Date;
  /** The template of a route ("service", "area", …); from the site model in the command. */
  templateOf?: (route: string) => string;
  warn?: (line: string) => void;
}

const emptyPage = (path: string): PageRow => ({ path, views: 0, calls: 0, emails: 0, formStarts: 0, leads: 0 });

function vitalsOf(name: string, list: PageVitals[]): TemplateVitals {
  const merged: Record<MetricName, Histogram> = { lcp: {}, inp: {}, cls: {}, ttfb: {} };
  let samples = 0;
  for (const v of list) {
    samples += v.reports;
    for (const m of METRIC_NAMES) if (v[m]) mergeInto(merged[m], v[m]);
  }
  const p75 = {} as Record<MetricName, number | null>;
  const counts = {} as Record<MetricName, number>;
  for (const m of METRIC_NAMES) {
    p75[m] = percentile(merged[m], m, 0.75);
    counts[m] = Object.values(merged[m]).reduce((a, b) => a + b, 0);
  }
  return { name, samples, p75, counts };
}

/** The report over the last `days` days (today included, UTC), from the day counts in `dataDir` and `leads`. */
export function buildReport(dataDir: string, leads: LeadRecord[], options: ReportOptions = {}): Report {
  const { days = 30, now = new Date(), templateOf = () => 'page', warn } = options;
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (days - 1) * 86_400_000));
  const dayList: string[] = [];
  for (let t = Date.parse(from); dayOf(new Date(t)) <= to; t += 86_400_000) dayList.push(dayOf(new Date(t)));
  const daily = new Map(dayList.map((d) => [d, { day: d, leads: 0, calls: 0, views: 0 }]));
  const pages = new Map<string, PageRow>();
  const sources = new Map<string, SourceRow>();
  const page = (p: string) => pages.get(p) ?? pages.set(p, emptyPage(p)).get(p)!;
  const source = (c: { source: string; medium: string; campaign: string }) => {
    const key = `${c.source}\t${c.medium}\t${c.campaign}`;
    return sources.get(key) ?? sources.set(key, { ...c, visits: 0, leads: 0 }).get(key)!;
  };
  const vitalsByPage = new Map<string, PageVitals[]>();
  let searches = 0;

  for (const day of readEventDays(dataDir, from, to, warn)) {
    for (const row of countRows(day)) {
      const p = page(row.page);
      if (row.type === 'view') {
        p.views += row.count;
        daily.get(day.day)!.views += row.count;
        if (row.place === 'landing') source(row).visits += row.count;
      } else if (row.type === 'call') {
        p.calls += row.count;
        daily.get(day.day)!.calls += row.count;
      } else if (row.type === 'email') p.emails += row.count;
      else if (row.type === 'form') p.formStarts += row.count;
      else if (row.type === 'search') searches += row.count;
    }
    for (const [path, v] of Object.entries(day.vitals))
      (vitalsByPage.get(path) ?? vitalsByPage.set(path, []).get(path)!).push(v);
  }

  for (const lead of leads) {
    const day = lead.receivedAt.slice(0, 10);
    if (day < from || day > to) continue;
    page(lead.source?.page || '(not recorded)').leads++;
    source(channelOf(lead.source)).leads++;
    daily.get(day)!.leads++;
  }

  const pageVitals = new Map([...vitalsByPage].map(([path, list]) => [path, vitalsOf(path, list)]));
  const byTemplate = new Map<string, PageVitals[]>();
  for (const [path, list] of vitalsByPage) {
    const t = templateOf(path);
    byTemplate.set(t, [...(byTemplate.get(t) ?? []), ...list]);
  }
  return {
    from,
    to,
    days: dayList,
    pages: [...pages.values()].sort(
      (a, b) => b.leads - a.leads || b.calls - a.calls || b.views - a.views || a.path.localeCompare(b.path),
    ),
    sources: [...sources.values()].sort((a, b) => b.leads - a.leads || b.visits - a.visits),
    vitals: [...pageVitals.values()]
      .map((v) => ({ path: v.name, samples: v.samples, lcpP75: v.p75.lcp, inpP75: v.p75.inp, clsP75: v.p75.cls }))
      .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path)),
    daily: [...daily.values()],
    searches,
    templates: [...byTemplate].map(([t, list]) => vitalsOf(t, list)).sort((a, b) => b.samples - a.samples),
    pageVitals,
  };
}

/** Exactly the shape `--json` promises. */
export function reportJson(r: Report): ReportJson {
  return {
    pages: r.pages.map(({ path, views, calls, emails, formStarts, leads }) => ({
      path,
      views,
      calls,
      emails,
      formStarts,
      leads,
    })),
    sources: r.sources.map(({ source, medium, campaign, visits, leads }) => ({
      source,
      medium,
      campaign,
      visits,
      leads,
    })),
    vitals: r.vitals.map(({ path, samples, lcpP75, inpP75, clsP75 }) => ({ path, samples, lcpP75, inpP75, clsP75 })),
  };
}

const langOf = (path: string) => (path.startsWith('/') ? langOfRoute(path) : '');
const per100 = (leads: number, views: number) => (views ? ((leads / views) * 100).toFixed(1) : '-');
const fmt = (m: MetricName, v: number | null) => (v === null ? '-' : m === 'cls' ? v.toFixed(2) : `${v} ms`);

function table(head: string[], rows: (string | number)[][]): string[] {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)];
}

/** The report as text, for the terminal. */
/** The pages' and the sources' tables, as the text and the HTML report show them: the heads and the rows. */
function pagesTable(r: Report): [string[], (string | number)[][]] {
  return [
    ['page', 'lang', 'views', 'calls', 'emails', 'forms started', 'leads', 'leads/100 views'],
    r.pages.map((p) => [
      p.path,
      langOf(p.path),
      p.views,
      p.calls,
      p.emails,
      p.formStarts,
      p.leads,
      per100(p.leads, p.views),
    ]),
  ];
}

function sourcesTable(r: Report): [string[], (string | number)[][]] {
  return [
    ['source', 'medium', 'campaign', 'visits', 'leads'],
    r.sources.map((s) => [s.source, s.medium, s.campaign, s.visits, s.leads]),
  ];
}

export function reportText(r: Report): string {
  const out: string[] = [`Report ${r.from} to ${r.to} (${r.days.length} days, UTC), both languages`, ''];
  const total = (k: keyof Omit<PageRow, 'path'>) => r.pages.reduce((a, p) => a + p[k], 0);
  out.push(
    `Views ${total('views')}, call taps ${total('calls')}, email taps ${total('emails')}, forms started ${total('formStarts')}, leads ${total('leads')}, searches ${r.searches}`,
    '',
    'Pages',
    ...table(...pagesTable(r)),
    '',
    'Sources and campaigns',
    ...table(...sourcesTable(r)),
    '',
    'Field speed, 75th percentile (samples), per template',
    ...table(
      ['template', 'page views', 'LCP', 'INP', 'CLS', 'TTFB'],
      r.templates.map((t) => [t.name, t.samples, ...METRIC_NAMES.map((m) => `${fmt(m, t.p75[m])} (${t.counts[m]})`)]),
    ),
    '',
    'Field speed, 75th percentile (samples), per page',
    ...table(
      ['page', 'lang', 'page views', 'LCP', 'INP', 'CLS', 'TTFB'],
      [...r.pageVitals.values()].map((t) => [
        t.name,
        langOf(t.name),
        t.samples,
        ...METRIC_NAMES.map((m) => `${fmt(m, t.p75[m])} (${t.counts[m]})`),
      ]),
    ),
  );
  if (!r.pages.length) out.push('', 'Nothing counted in this period yet.');
  return out.join('\n');
}

// --- the HTML page: inline SVG drawn here, no script ---

const COLORS = {
  leads: '#0f766e',
  calls: '#1d4ed8',
  views: '#94a3b8',
  good: '#15803d',
  fair: '#b45309',
  poor: '#b91c1c',
};

/** Leads and call taps per day, as grouped bars. */
function dailyChart(r: Report): string {
  const w = 720;
  const h = 200;
  const pad = { l: 36, b: 28, t: 12 };
  const max = Math.max(1, ...r.daily.map((d) => Math.max(d.leads, d.calls)));
  const slot = (w - pad.l) / Math.max(1, r.daily.length);
  const bw = Math.max(1, slot / 2 - 1);
  const y = (v: number) => h - pad.b - (v / max) * (h - pad.b - pad.t);
  const bars = r.daily
    .map((d, i) => {
      const x = pad.l + i * slot;
      const label =
        i % Math.ceil(r.daily.length / 10) === 0
          ? `<text x="${x + slot / 2}" y="${h - 10}" font-size="10" text-anchor="middle">${d.day.slice(5)}</text>`
          : '';
      return (
        `<rect x="${x}" y="${y(d.leads)}" width="${bw}" height="${h - pad.b - y(d.leads)}" fill="${COLORS.leads}"><title>${d.day}: ${d.leads} leads</title></rect>` +
        `<rect x="${x + bw + 1}" y="${y(d.calls)}" width="${bw}" height="${h - pad.b - y(d.calls)}" fill="${COLORS.calls}"><title>${d.day}: ${d.calls} call taps</title></rect>` +
        label
      );
    })
    .join('');
  return `<svg viewBox="0 0 ${w} ${h}" width="100%" role="img" aria-label="Leads and call taps per day"><line x1="${pad.l}" y1="${h - pad.b}" x2="${w}" y2="${h - pad.b}" stroke="#64748b"/><text x="0" y="${pad.t + 4}" font-size="10">${max}</text><text x="0" y="${h - pad.b}" font-size="10">0</text>${bars}</svg>`;
}

/** The top pages by leads and calls: horizontal bars of views, calls and leads. */
function topPagesChart(r: Report): string {
  const top = r.pages.filter((p) => p.path.startsWith('/')).slice(0, 12);
  const rowH = 30;
  const w = 720;
  const labelW = 230;
  const max = Math.max(1, ...top.map((p) => p.views));
  const x = (v: number) => (v / max) * (w - labelW - 60);
  const rows = top
    .map((p, i) => {
      const y0 = i * rowH + 4;
      return (
        `<text x="0" y="${y0 + 14}" font-size="11">${escapeHtml(p.path.length > 34 ? `${p.path.slice(0, 33)}…` : p.path)}</text>` +
        `<rect x="${labelW}" y="${y0}" width="${x(p.views)}" height="8" fill="${COLORS.views}"><title>${p.views} views</title></rect>` +
        `<rect x="${labelW}" y="${y0 + 9}" width="${x(p.calls)}" height="8" fill="${COLORS.calls}"><title>${p.calls} call taps</title></rect>` +
        `<rect x="${labelW}" y="${y0 + 18}" width="${x(p.leads)}" height="8" fill="${COLORS.leads}"><title>${p.leads} leads</title></rect>` +
        `<text x="${labelW + x(p.views) + 6}" y="${y0 + 14}" font-size="10">${p.views} / ${p.calls} / ${p.leads}</text>`
      );
    })
    .join('');
  return `<svg viewBox="0 0 ${w} ${Math.max(1, top.length) * rowH + 8}" width="100%" role="img" aria-label="Top pages: views, call taps and leads">${rows}</svg>`;
}

/** Each page's p75 of a metric against Google's thresholds (green good, amber needs improvement, red poor). */
function vitalsChart(r: Report, metric: MetricName): string {
  const rows = [...r.pageVitals.values()].filter((v) => v.p75[metric] !== null).slice(0, 15);
  const [good, poor] = THRESHOLDS[metric];
  const max = Math.max(poor * 1.2, ...rows.map((v) => v.p75[metric]!));
  const w = 720;
  const labelW = 230;
  const rowH = 18;
  const x = (v: number) => (v / max) * (w - labelW - 70);
  const bars = rows
    .map((v, i) => {
      const val = v.p75[metric]!;
      const color = val <= good ? COLORS.good : val <= poor ? COLORS.fair : COLORS.poor;
      const y0 = 20 + i * rowH;
      return (
        `<text x="0" y="${y0 + 11}" font-size="11">${escapeHtml(v.name)}</text>` +
        `<rect x="${labelW}" y="${y0}" width="${Math.max(1, x(val))}" height="12" fill="${color}"><title>${fmt(metric, val)} (${v.counts[metric]} samples)</title></rect>` +
        `<text x="${labelW + x(val) + 6}" y="${y0 + 11}" font-size="10">${fmt(metric, val)} (${v.counts[metric]})</text>`
      );
    })
    .join('');
  const h = 24 + rows.length * rowH;
  const lines = [good, poor]
    .map(
      (t, i) =>
        `<line x1="${labelW + x(t)}" y1="14" x2="${labelW + x(t)}" y2="${h}" stroke="${i ? COLORS.poor : COLORS.good}" stroke-dasharray="3 3"/><text x="${labelW + x(t)}" y="10" font-size="10" text-anchor="middle">${fmt(metric, t)}</text>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${w} ${h}" width="100%" role="img" aria-label="${metric.toUpperCase()} at the 75th percentile per page, against its thresholds">${lines}${bars}</svg>`;
}

function htmlTable(head: string[], rows: (string | number)[][]): string {
  const th = head.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(String(c))}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

/** One self-contained page: styles inline, charts as inline SVG, no script, no external file. */
export function reportHtml(r: Report, siteName = 'the website'): string {
  const legend = `<p class="legend"><span style="background:${COLORS.leads}"></span>leads <span style="background:${COLORS.calls}"></span>call taps <span style="background:${COLORS.views}"></span>views</p>`;
  const vitalsSection = r.pageVitals.size
    ? (['lcp', 'inp', 'cls'] as const)
        .map((m) => `<h3>${m.toUpperCase()} (75th percentile)</h3>${vitalsChart(r, m)}`)
        .join('') +
      htmlTable(
        ['template', 'page views', 'LCP p75 (n)', 'INP p75 (n)', 'CLS p75 (n)', 'TTFB p75 (n)'],
        r.templates.map((t) => [t.name, t.samples, ...METRIC_NAMES.map((m) => `${fmt(m, t.p75[m])} (${t.counts[m]})`)]),
      )
    : '<p>No field speed reported in this period yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Calls, leads and speed: ${escapeHtml(siteName)}, ${r.from} to ${r.to}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;max-width:820px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}h2{margin-top:2.5rem;font-size:1.2rem;border-bottom:1px solid #cbd5e1}h3{font-size:1rem}
table{border-collapse:collapse;width:100%;font-size:13px;margin:1rem 0}th,td{padding:4px 8px;border-bottom:1px solid #e2e8f0;text-align:right}
th:first-child,td:first-child{text-align:left}.legend span{display:inline-block;width:12px;height:12px;margin:0 4px 0 12px;vertical-align:middle}
.note{color:#475569;font-size:13px}
</style></head><body>
<h1>Which pages bring the calls</h1>
<p>${escapeHtml(siteName)}, ${r.from} to ${r.to} (${r.days.length} days, UTC), English and Spanish pages together. Counted by the site itself: no cookie, nothing that identifies a visitor; visitors who ask not to be tracked (Global Privacy Control, Do Not Track) are not counted, but their leads are.</p>
<h2>Leads and call taps per day</h2>${legend}${dailyChart(r)}
<h2>Top pages</h2>${legend}${topPagesChart(r)}
${htmlTable(...pagesTable(r))}
<h2>Sources and campaigns</h2>
${htmlTable(...sourcesTable(r))}
<p class="note">A visit is counted on its first page; "(unknown)" leads were sent without JavaScript, so only the page they were sent from is known.</p>
<h2>Speed on visitors' devices</h2>
<p class="note">75th percentile: three page views in four were this fast or faster. Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1.</p>
${vitalsSection}
</body></html>
`;
}
