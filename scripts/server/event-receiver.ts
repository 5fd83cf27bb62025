// POST /api/events: what the visitor's browser counts (src/browser/visit.ts, sent with navigator.sendBeacon). It
// takes only a small JSON object of a known shape and answers 204 No Content; anything else gets a 4xx, never a
// 5xx: 405 another method, 415 another content type, 413 a body over 2 KiB, 400 not JSON or not the shape (an
// unknown key, type, device, place or page; a page must be one the site serves), 429 over the per-client limit
// (a token bucket like the forms', roomier: a visitor reading 20 pages sends about 40 beacons). A campaign value that
// breaks its rule is dropped, as on a lead. Nothing about the sender is kept: no address, no user agent, no
// identifier; the event itself is not stored, only added to the day's counts (event-store.ts).
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { EVENTS_PATH } from '../../src/forms/source.ts';
import { isFormId } from '../../src/forms/config.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { channelOf, cleanPath, cleanSourceValue } from './lead-source.ts';
import { EventStore, type CountedEvent, type EventStoreOptions } from './event-store.ts';
import { RateLimiter, clientAddress, type RateLimitOptions } from './rate-limit.ts';
import { METRIC_MAX, type MetricName } from './vitals-histogram.ts';

/** 60 beacons at once, then one more every 5 seconds. */
export const defaultEventRateLimit: RateLimitOptions = { burst: 60, refillMs: 5_000, maxClients: 10_000 };
const EVENT_BODY_MAX = 2048;

export interface EventReceiverOptions extends EventStoreOptions {
  dataDir: string;
  /** The built site: a counted page must be one of its pages. Without it, any well-formed path counts. */
  siteDir?: string;
  rateLimit?: RateLimitOptions;
  trustProxy?: boolean;
}

class EventError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const TYPES = new Set(['view', 'call', 'email', 'form', 'search', 'vitals']);
const KEYS = new Set([
  'type',
  'page',
  'device',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'landing',
  'place',
  'vitals',
]);
const PLACES = new Set(['header', 'bar', 'body']);

function bad(message: string): never {
  throw new EventError(400, message);
}

/** The event a body holds, checked; throws an EventError (400) when it is not one. */
function parseEvent(body: string, isPage: (route: string) => boolean): CountedEvent {
  let v: unknown;
  try {
    v = JSON.parse(body);
  } catch {
    bad('The body is not JSON.');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) bad('The body is not a JSON object.');
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!KEYS.has(k)) bad(`Unknown key "${k.slice(0, 40)}".`);
  const type = o.type;
  if (typeof type !== 'string' || !TYPES.has(type)) bad('"type" must be view, call, email, form, search or vitals.');
  const page = cleanPath(o.page);
  if (!page || !isPage(page)) bad('"page" is not a page of this site.');
  if (o.device !== 'phone' && o.device !== 'desktop') bad('"device" must be phone or desktop.');
  if (o.landing !== undefined && o.landing !== true) bad('"landing" may only be true.');
  let place = '';
  if (type === 'view') place = o.landing ? 'landing' : '';
  else if (type === 'call' || type === 'email') {
    if (typeof o.place !== 'string' || !PLACES.has(o.place)) bad('"place" must be header, bar or body.');
    place = o.place;
  } else if (type === 'form') {
    if (!isFormId(o.place)) bad('"place" must name one of the site\'s forms.');
    place = o.place;
  } else if (o.place !== undefined) bad(`A ${type} event has no "place".`);
  let vitals: CountedEvent['vitals'];
  if (type === 'vitals') {
    const given = o.vitals;
    if (!given || typeof given !== 'object' || Array.isArray(given)) bad('"vitals" must be an object.');
    vitals = {};
    for (const [k, n] of Object.entries(given)) {
      if (!(k in METRIC_MAX)) bad(`Unknown metric "${k.slice(0, 40)}".`);
      if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) bad(`"${k}" must be a number of 0 or more.`);
      vitals[k as MetricName] = Math.min(n, METRIC_MAX[k as MetricName]);
    }
    if (!Object.keys(vitals).length) bad('"vitals" holds no metric.');
  } else if (o.vitals !== undefined) bad(`A ${type} event has no "vitals".`);
  const known = {
    landingPage: page,
    referrer: cleanSourceValue('referrer', o.referrer),
    utmSource: cleanSourceValue('utmSource', o.utmSource),
    utmMedium: cleanSourceValue('utmMedium', o.utmMedium),
    utmCampaign: cleanSourceValue('utmCampaign', o.utmCampaign),
  };
  return {
    type: type as CountedEvent['type'],
    page,
    device: o.device,
    place,
    ...channelOf(known, true),
    ...(vitals ? { vitals } : {}),
  };
}

/** Reads at most `max` bytes of body; a longer one is a 413 (and the connection is closed after the answer). */
function readBody(req: http.IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const tooLarge = () => {
      done = true;
      reject(new EventError(413, 'The body is larger than 2 KiB.'));
    };
    req.on('data', (c: Buffer) => {
      size += c.length;
      // What is sent past the cap is read and dropped (so the client reads the answer), up to 32 times the cap.
      if (size > max * 32) req.destroy();
      if (done) return;
      if (size > max) tooLarge();
      else chunks.push(c);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks).toString('utf8'));
      done = true;
    });
    const fail = () => {
      if (!done) reject(new EventError(400, 'The request was interrupted.'));
      done = true;
    };
    req.on('error', fail);
    req.on('aborted', fail);
    if (Number(req.headers['content-length'] ?? 0) > max) tooLarge();
  });
}

export interface EventReceiver {
  /** Answers a request to the events address (true), or leaves it to the next handler (false). */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  close(): Promise<void>;
  store: EventStore;
}

export function createEventReceiver(options: EventReceiverOptions): EventReceiver {
  const { siteDir, rateLimit = defaultEventRateLimit, trustProxy = process.env.TRUST_PROXY === '1' } = options;
  const now = options.now ?? (() => new Date());
  const store = EventStore.open(options.dataDir, options);
  const limiter = new RateLimiter(rateLimit, () => now().getTime());
  // The built site's pages, as asked for (bounded: the site has a few hundred pages; unknown paths are not cached).
  const pages = new Set<string>();
  const isPage = (route: string) => {
    if (!siteDir || pages.has(route)) return true;
    const file = path.join(siteDir, htmlFileForRoute(route));
    if (!file.startsWith(path.resolve(siteDir) + path.sep) || !fs.existsSync(file)) return false;
    if (pages.size < 5000) pages.add(route);
    return true;
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    if (pathname !== EVENTS_PATH && pathname !== `${EVENTS_PATH}/`) return false;
    let bodyRead = false;
    try {
      if (req.method !== 'POST') throw new EventError(405, 'Use POST.');
      const wait = limiter.take(clientAddress(req, trustProxy));
      if (wait) throw new EventError(429, 'Too many events from this address.', wait);
      const type = String(req.headers['content-type'] ?? '').toLowerCase();
      if (!/^(text\/plain|application\/json)\s*(;|$)/.test(type))
        throw new EventError(415, 'Send the event as JSON (application/json or text/plain).');
      const body = await readBody(req, EVENT_BODY_MAX);
      bodyRead = true;
      store.add(parseEvent(body, isPage));
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
    } catch (err) {
      const e = err instanceof EventError ? err : new EventError(400, 'The event could not be read.');
      const body = JSON.stringify({ ok: false, error: e.message });
      res.writeHead(e.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...(e.status === 405 ? { Allow: 'POST' } : {}),
        ...(e.retryAfter ? { 'Retry-After': String(e.retryAfter) } : {}),
        // The rest of a refused body is not kept: the connection closes after the answer.
        ...(!bodyRead && req.method === 'POST' ? { Connection: 'close' } : {}),
      });
      res.end(body);
    }
    return true;
  }

  return { handle, close: () => store.close(), store };
}
