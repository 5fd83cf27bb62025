// The counts the site keeps about its visits (event-receiver.ts takes them in): no event is stored, only a count per
// day, page, event, place, device class and source, and per page and day the field speed as histograms
// (vitals-histogram.ts). So storage grows with days × pages (and the sources seen that day), never with visits:
//   events/<YYYY-MM-DD>.json   one day (UTC), rewritten whole and atomically (temporary file, fsync, rename, fsync
//                              of the folder): a crash leaves the last written version, never a torn file.
// Counts are not leads: they are kept in memory and written every `flushMs` (10 s by default) and on close, so a
// crash (kill -9, power cut) loses at most the last 10 seconds of counts. A day takes at most MAX_KEYS distinct
// counts; past that, new sources of that day are counted under "(other)", so a flood of made-up campaigns costs a
// bounded amount of disk.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { addSample, type Histogram, type MetricName } from './vitals-histogram.ts';
import type { Warn } from './append-log.ts';

export const EVENTS_DIR = 'events';
/** Distinct counts one day keeps (about 100 bytes each on disk). */
export const MAX_KEYS = 4000;
/** Pages one day keeps field speed for. */
const MAX_VITALS_PAGES = 1000;

type EventType = 'view' | 'call' | 'email' | 'form' | 'search';
type Device = 'phone' | 'desktop';

/** An event as the receiver checked it. */
export interface CountedEvent {
  type: EventType | 'vitals';
  page: string;
  device: Device;
  /** view: "landing" on the first page of a visit, else ""; call and email: header, bar or body; form: its id. */
  place: string;
  source: string;
  medium: string;
  campaign: string;
  vitals?: Partial<Record<MetricName, number>>;
}

export interface PageVitals {
  /** Page views that reported field speed. */
  reports: number;
  lcp?: Histogram;
  inp?: Histogram;
  cls?: Histogram;
  ttfb?: Histogram;
}

export interface DayCounts {
  day: string;
  /** Key: page, event, place, device, source, medium, campaign joined by tabs (countKey); value: the count. */
  counts: Record<string, number>;
  vitals: Record<string, PageVitals>;
}

const SEP = '\t';
const KEY_PARTS = ['page', 'type', 'place', 'device', 'source', 'medium', 'campaign'] as const;
export type CountRow = Record<(typeof KEY_PARTS)[number], string> & { count: number };

function countKey(e: CountedEvent): string {
  return KEY_PARTS.map((k) => e[k]).join(SEP);
}

/** One day's counts as rows. */
export function countRows(day: DayCounts): CountRow[] {
  return Object.entries(day.counts).map(([key, count]) => {
    const parts = key.split(SEP);
    return {
      ...(Object.fromEntries(KEY_PARTS.map((k, i) => [k, parts[i] ?? ''])) as Record<string, string>),
      count,
    } as CountRow;
  });
}

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;
const fileOf = (dir: string, day: string) => path.join(dir, `${day}.json`);

function emptyDay(day: string): DayCounts {
  return { day, counts: {}, vitals: {} };
}

function readDay(dir: string, day: string, warn: Warn): DayCounts {
  const file = fileOf(dir, day);
  if (!fs.existsSync(file)) return emptyDay(day);
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as DayCounts;
    if (v && typeof v.counts === 'object' && typeof v.vitals === 'object') return { ...v, day };
    throw new Error('not a day of counts');
  } catch (err) {
    // Only a hand edit can do this (writes are atomic): keep the file for a person, count the day afresh.
    fs.renameSync(file, `${file}.damaged`);
    warn(`${EVENTS_DIR}/${day}.json could not be read (${(err as Error).message}); moved to ${day}.json.damaged`);
    return emptyDay(day);
  }
}

/** Replaces `file` with `data` so that a crash at any moment leaves either the old or the new file whole. */
async function writeAtomic(file: string, data: string): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  const h = await fsp.open(tmp, 'w', 0o600);
  try {
    await h.writeFile(data);
    await h.sync();
  } finally {
    await h.close();
  }
  await fsp.rename(tmp, file);
  const d = await fsp.open(path.dirname(file), 'r');
  try {
    await d.sync();
  } catch {
    // not possible on every platform
  } finally {
    await d.close();
  }
}

export interface EventStoreOptions {
  /** How often the counts are written, ms: what a crash can lose at most. */
  flushMs?: number;
  now?: () => Date;
  warn?: Warn;
}

export class EventStore {
  private readonly days = new Map<string, DayCounts>();
  private readonly dirty = new Set<string>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;

  private constructor(
    readonly dir: string,
    private readonly now: () => Date,
    private readonly warn: Warn,
    flushMs: number,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  static open(
    dataDir: string,
    { flushMs = 10_000, now = () => new Date(), warn = console.warn }: EventStoreOptions = {},
  ) {
    const dir = path.join(dataDir, EVENTS_DIR);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // A temporary file left by a crash mid-write: the day's file beside it is whole.
    for (const f of fs.readdirSync(dir)) if (/\.tmp-\d+$/.test(f)) fs.rmSync(path.join(dir, f), { force: true });
    return new EventStore(dir, now, warn, flushMs);
  }

  private today(): DayCounts {
    const day = dayOf(this.now());
    let counts = this.days.get(day);
    if (!counts) this.days.set(day, (counts = readDay(this.dir, day, this.warn)));
    return counts;
  }

  /** Counts one checked event (in memory; written by the next flush). */
  add(e: CountedEvent): void {
    const day = this.today();
    this.dirty.add(day.day);
    if (e.type === 'vitals') {
      if (!e.vitals) return;
      let v = day.vitals[e.page];
      if (!v) {
        if (Object.keys(day.vitals).length >= MAX_VITALS_PAGES) return;
        day.vitals[e.page] = v = { reports: 0 };
      }
      v.reports++;
      for (const [metric, value] of Object.entries(e.vitals) as [MetricName, number][])
        addSample((v[metric] ??= {}), metric, value);
      return;
    }
    let key = countKey(e);
    if (!(key in day.counts) && Object.keys(day.counts).length >= MAX_KEYS)
      key = countKey({ ...e, source: '(other)', medium: '(other)', campaign: '(other)' });
    day.counts[key] = (day.counts[key] ?? 0) + 1;
  }

  /** Writes the days counted since the last flush; a failure (a full disk) is reported and retried next time. */
  flush(): Promise<void> {
    if (!this.flushing)
      this.flushing = this.writeDirty().finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private async writeDirty(): Promise<void> {
    for (const day of [...this.dirty]) {
      this.dirty.delete(day);
      const counts = this.days.get(day);
      if (!counts) continue;
      try {
        await writeAtomic(fileOf(this.dir, day), JSON.stringify(counts));
      } catch (err) {
        this.dirty.add(day);
        this.warn(`events: the counts of ${day} could not be written (${(err as Error).message}); retrying`);
      }
    }
    // Only today's counts stay in memory.
    const today = dayOf(this.now());
    for (const day of this.days.keys()) if (day !== today && !this.dirty.has(day)) this.days.delete(day);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushing;
    await this.flush();
  }
}

/** The stored days from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
export function readEventDays(dataDir: string, from: string, to: string, warn: Warn = console.warn): DayCounts[] {
  const dir = path.join(dataDir, EVENTS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => DAY_FILE.exec(f)?.[1])
    .filter((d): d is string => Boolean(d) && d! >= from && d! <= to)
    .sort()
    .map((d) => {
      try {
        return JSON.parse(fs.readFileSync(fileOf(dir, d), 'utf8')) as DayCounts;
      } catch {
        warn(`${EVENTS_DIR}/${d}.json could not be read; left out of the report`);
        return emptyDay(d);
      }
    });
}

/** Deletes the days of counts before `cutoff` (YYYY-MM-DD); returns how many days there were. */
export function purgeEventDays(dataDir: string, cutoff: string, dryRun = false): number {
  const dir = path.join(dataDir, EVENTS_DIR);
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const f of fs.readdirSync(dir)) {
    const day = /^(\d{4}-\d{2}-\d{2})\.json(\.damaged)?$/.exec(f)?.[1];
    if (!day || day >= cutoff) continue;
    if (!f.endsWith('.damaged')) n++;
    if (!dryRun) fs.rmSync(path.join(dir, f));
  }
  return n;
}
