// The embedded form receiver: the same-origin endpoint ("/api/forms") the built site posts its forms to under
// `npm start` and on a self-hosted server. It behaves like a hosted form-collection service, and more:
//  - GET <endpoint>/challenge: a signed, single-use security question (challenge.ts) the form fetches on load.
//  - POST multipart/form-data or urlencoded, with caps on every request (form-body.ts) and a per-client rate
//    limit (rate-limit.ts → 429 + Retry-After).
//  - Each submission gets an id and is stored durably (lead-store.ts: fsync'ed, grouped under load) before the
//    answer. A resend with the same idempotency key (`_key`) is answered with the first one's id, stored once.
//  - Spam (honeypot, forged or wrong challenge, content check) goes to spam.jsonl and is never delivered (spam-check.ts).
//  - A post without a valid challenge (JavaScript off, or a bot posting straight here) is stored as held
//    (held.jsonl) and never delivered as it is: a browser gets the question page in the visitor's language
//    (held-page.ts: what they sent, the security question signed for that post, one button), JSON gets 202. The
//    right answer stores it as a lead under the same id (delivered like any verified lead, once) and goes on to the
//    thank-you page; a wrong one asks again. Held posts nobody answers wait for `npm run leads -- list --held`.
//  - Each lead keeps its source (lead-source.ts): the visit's landing page, referrer and campaign, and its page.
//  - POST /api/events takes the visitor's browser's counts (event-receiver.ts), kept as daily counts.
//  - Real leads go to the durable outbox (outbox.ts) after the answer: email and/or webhook, with retries.
//  - `Accept: application/json` gets JSON: 200 {"ok":true,"id":…}, 400 invalid, 413 too large, 415 wrong type,
//    429 too many, 503 storage full (the browser then shows the "please call us" message), 500 other failures.
//  - A native no-JavaScript post gets a 303 to the thank-you page, or back to the page it came from with the
//    form's error anchor (#<form>-not-sent, shown with CSS :target) when it was not accepted.
import path from 'node:path';
import type http from 'node:http';
import {
  FORM_FIELD,
  HELD_FIELD,
  LANG_FIELD,
  NEXT_FIELD,
  THANK_YOU_PATH,
  forms,
  isFormId,
} from '../../src/forms/config.ts';
import { StoreFullError, type LogIo } from './append-log.ts';
import { Challenges, loadSecret, type ChallengeResult } from './challenge.ts';
import { releaseLock, takeLock } from './data-lock.ts';
import { FormError, defaultBodyLimits, parseBody, type BodyLimits } from './form-body.ts';
import { heldPage } from './held-page.ts';
import { createEventReceiver, type EventReceiverOptions } from './event-receiver.ts';
import { SOURCE_FIELD_NAMES, leadSourceOf } from './lead-source.ts';
import { LeadStore, checkWritable, newLeadId, type Fields, type LeadRecord } from './lead-store.ts';
import { DeliveryThread } from './delivery-thread.ts';
import type { Channel, DeliveryConfig } from './mailer.ts';
import { Outbox, type Deliveries, type OutboxOptions } from './outbox.ts';
import { RateLimiter, clientAddress, defaultRateLimit, type RateLimitOptions } from './rate-limit.ts';
import { ANSWER_FIELD, CHALLENGE_FIELD, KEY_FIELD, classify, text, typedFields } from './spam-check.ts';
import type { RequestHandler } from './static-server.ts';

export { SUBMISSIONS_FILE, readSubmissions, readRecords, type SubmissionRecord } from './lead-store.ts';

const FORM_PATH = '/api/forms';

export interface FormReceiverOptions {
  dataDir: string;
  path?: string;
  limits?: BodyLimits;
  rateLimit?: RateLimitOptions;
  /** Total bytes of stored submissions before new ones are refused with 503. */
  maxStoreBytes?: number;
  channels?: Channel[];
  outbox?: OutboxOptions;
  /** Deliver from an outbox in its own thread with these channels (the server); else `channels`, in this one. */
  delivery?: DeliveryConfig;
  /** Fault-injection seam for the storage tests. */
  io?: LogIo;
  now?: () => Date;
  trustProxy?: boolean;
  /** Posts whose bodies are read at the same time (default 4); more wait their turn. */
  concurrentPosts?: number;
  /** The built site (dist/): the question page of a held post borrows its thank-you page's look. */
  siteDir?: string;
  /** The counts at /api/events (event-receiver.ts): their rate limit and how often they are written. */
  events?: Pick<EventReceiverOptions, 'rateLimit' | 'flushMs'>;
}

export type FormReceiver = RequestHandler & {
  /** Settles once storage and the outbox are open (rejects with the reason they could not be). */
  ready: Promise<{ store: LeadStore; outbox: Deliveries }>;
  close(): Promise<void>;
};

/** Missing required fields of a known form (a hosted service would check its own fields the same way). */
function validate(fields: Fields): void {
  if (!typedFields(fields).length) throw new FormError(400, 'The form is empty.');
  const formId = text(fields[FORM_FIELD]);
  if (!isFormId(formId)) return;
  const missing = forms[formId].fields.filter((f) => f.required && text(fields[f.sendAs]) === '').map((f) => f.sendAs);
  if (missing.length)
    throw new FormError(400, `Missing required field${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
}

/**
 * The path of a URL or path, or null when unusable; redirects always stay on this origin. With `host`, an
 * absolute URL must name that host (the Referer); without it only the path is taken (`_next` names the
 * production site URL, and locally the same path is served here).
 */
function localPath(value: string, host?: string): string | null {
  if (!value) return null;
  try {
    const u = new URL(value, 'http://receiver.invalid');
    if (host !== undefined && u.host !== 'receiver.invalid' && u.host !== host) return null;
    return /^\/[A-Za-z0-9\-_/]*$/.test(u.pathname) && !u.pathname.startsWith('//') ? u.pathname : null;
  } catch {
    return null;
  }
}

function sendJson(res: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(json);
}

function redirect(res: http.ServerResponse, location: string, headers: Record<string, string> = {}) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0, ...headers });
  res.end();
}

const KEY_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** At most `size` holders at once; the others wait in order. */
class Gate {
  private waiting: (() => void)[] = [];
  private held = 0;
  constructor(private readonly size: number) {}
  async acquire(): Promise<void> {
    if (this.held < this.size) {
      this.held++;
      return;
    }
    await new Promise<void>((r) => this.waiting.push(r));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held--;
  }
}

export function createFormReceiver(options: FormReceiverOptions): FormReceiver {
  const {
    path: endpointPath = FORM_PATH,
    limits = defaultBodyLimits,
    rateLimit = defaultRateLimit,
    channels = [],
    now = () => new Date(),
    trustProxy = process.env.TRUST_PROXY === '1',
  } = options;
  const dataDir = path.resolve(options.dataDir);
  // Fails at once, with a clear message, when the folder can't be written.
  checkWritable(dataDir);
  takeLock(dataDir);
  const challenges = new Challenges(loadSecret(dataDir), () => now().getTime());
  const limiter = new RateLimiter(rateLimit, () => now().getTime());
  const noncesInFlight = new Set<string>();
  /** Held posts whose right answer is being stored, by id. */
  const answering = new Map<string, Promise<LeadRecord>>();
  const gate = new Gate(options.concurrentPosts ?? 4);
  const events = createEventReceiver({ dataDir, siteDir: options.siteDir, trustProxy, now, ...options.events });

  const ready = (async () => {
    const store = await LeadStore.open(dataDir, { maxBytes: options.maxStoreBytes, io: options.io });
    const outbox: Deliveries = options.delivery
      ? await DeliveryThread.open(dataDir, options.delivery)
      : await Outbox.open(store, channels, options.outbox);
    return { store, outbox };
  })();
  ready.catch(() => {}); // reported by each request and by the caller awaiting `ready`

  async function receive(req: http.IncomingMessage, res: http.ServerResponse, wantsJson: boolean) {
    const referer = localPath(String(req.headers.referer ?? ''), String(req.headers.host ?? '')) ?? '/';
    let formId = '';
    let bodyRead = false;
    try {
      const wait = limiter.take(clientAddress(req, trustProxy));
      if (wait) throw new FormError(429, 'Too many submissions from this address. Please call us instead.', wait);

      const type = String(req.headers['content-type'] ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
        throw new FormError(415, 'Send the form as multipart/form-data.');

      // A few posts are read and stored at a time; the rest wait unread, so pages stay fast during a burst.
      await gate.acquire();
      let fields: Fields;
      try {
        fields = await parseBody(req, limits);
        bodyRead = true;
      } finally {
        gate.release();
      }
      if (HELD_FIELD in fields) return await answerHeld(res, wantsJson, fields);
      formId = text(fields[FORM_FIELD]);
      validate(fields);
      const { store, outbox } = await ready;

      const key = text(fields[KEY_FIELD]) || String(req.headers['idempotency-key'] ?? '');
      if (key && !KEY_RE.test(key)) throw new FormError(400, 'The idempotency key is malformed.');
      const known = key ? store.byIdempotencyKey(key) : undefined;
      if (known) return known.held ? askHeld(res, wantsJson, known, false) : succeed(res, wantsJson, fields, known.id);

      const token = text(fields[CHALLENGE_FIELD]);
      let challenge: ChallengeResult | null = null;
      if (token) {
        challenge = challenges.verify(
          token,
          text(fields[ANSWER_FIELD]),
          (n) => store.nonces.has(n) || noncesInFlight.has(n),
        );
      }
      const verdict = classify(fields, challenge);
      const nonce = challenge?.ok ? challenge.nonce : undefined;
      const clean = Object.create(null) as Fields;
      for (const [k, v] of Object.entries(fields))
        if (k !== KEY_FIELD && k !== ANSWER_FIELD && k !== CHALLENGE_FIELD && !SOURCE_FIELD_NAMES.has(k)) clean[k] = v;
      const record: LeadRecord = {
        id: newLeadId(now()),
        receivedAt: now().toISOString(),
        form: formId || 'unknown',
        language: text(fields[LANG_FIELD]) === 'es' ? 'es' : 'en',
        fields: clean,
        source: leadSourceOf(fields),
        verified: verdict.kind === 'verified',
        ...(verdict.kind === 'spam' ? { spam: true as const, spamReason: verdict.reason } : {}),
        ...(verdict.kind === 'held' ? { held: true as const } : {}),
        ...(key ? { key } : {}),
        ...(nonce ? { nonce } : {}),
        ...(verdict.kind === 'verified' ? { deliverTo: outbox.channelNames } : {}),
      };
      const stored = await storeLead(record, outbox);
      if (stored.held) askHeld(res, wantsJson, stored, false);
      else succeed(res, wantsJson, fields, stored.id);
    } catch (err) {
      const e = err instanceof FormError ? err : new FormError(500, 'Unexpected error. Please call us.');
      if (!(err instanceof FormError)) console.error('form receiver:', err);
      const headers: Record<string, string> = e.retryAfter ? { 'Retry-After': String(e.retryAfter) } : {};
      // The rest of a rejected body is not read: close the connection after the answer.
      if (!bodyRead) headers.Connection = 'close';
      if (wantsJson) sendJson(res, e.status, { ok: false, error: e.message }, headers);
      else redirect(res, `${referer}${isFormId(formId) ? `#${formId}-not-sent` : ''}`, headers);
    }
  }

  /** Stores a record (a lead, spam or a held post) and hands a new lead to the outbox; storage errors as FormErrors. */
  async function storeLead(record: LeadRecord, outbox: Deliveries): Promise<LeadRecord> {
    const { store } = await ready;
    if (record.nonce) noncesInFlight.add(record.nonce);
    try {
      const { record: stored, duplicate } = await store.add(record);
      if (!duplicate && !stored.spam && !stored.held) outbox.enqueue(stored);
      return stored;
    } catch (err) {
      if (err instanceof StoreFullError) {
        console.error(`form receiver: a submission was refused: ${err.message}`);
        throw new FormError(503, 'The submission could not be stored. Please call us.', 60);
      }
      console.error('form receiver: could not store a submission', err);
      throw new FormError(500, 'The submission could not be stored. Please call us.');
    } finally {
      if (record.nonce) noncesInFlight.delete(record.nonce);
    }
  }

  /**
   * Answers a held post: JSON gets 202 (accepted, not delivered); a browser gets the question page, with a new
   * question signed for this post (after a wrong answer, saying so).
   */
  function askHeld(res: http.ServerResponse, wantsJson: boolean, held: LeadRecord, wrong: boolean) {
    if (wantsJson) return sendJson(res, wrong ? 400 : 202, { ok: !wrong, id: held.id, held: true });
    const html = heldPage({
      held,
      thankYou: localPath(text(held.fields[NEXT_FIELD])),
      endpoint: endpointPath,
      challenge: challenges.issue(undefined, Math.random, held.id),
      wrong,
      siteDir: options.siteDir,
    });
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
    });
    res.end(html);
  }

  /**
   * The question page's post: the held post's id, the token issued for it and the answer. Right: the held post is
   * stored as a lead under its own id (so its Message-ID and Idempotency-Key are the held post's), delivered like
   * a verified one, once however often the answer is sent; then the thank-you page. Wrong: the page again.
   */
  async function answerHeld(res: http.ServerResponse, wantsJson: boolean, fields: Fields) {
    const { store, outbox } = await ready;
    const held = store.held(text(fields[HELD_FIELD]));
    if (!held) {
      if (wantsJson) return sendJson(res, 400, { ok: false, error: 'There is no such held submission.' });
      return redirect(res, '/');
    }
    if (store.lead(held.id)) return succeed(res, wantsJson, held.fields, held.id);
    const challenge = challenges.verify(
      text(fields[CHALLENGE_FIELD]),
      text(fields[ANSWER_FIELD]),
      (n) => store.nonces.has(n) || noncesInFlight.has(n),
      held.id,
    );
    if (!challenge.ok) {
      // The same answer sent twice (a double click): the first one is being stored; answer as it will be answered.
      const first = answering.get(held.id);
      if (challenge.reason === 'reused' && first) await first.catch(() => {});
      if (store.lead(held.id)) return succeed(res, wantsJson, held.fields, held.id);
      return askHeld(res, wantsJson, held, true);
    }
    const lead: LeadRecord = {
      ...held,
      verified: true,
      released: 'answer',
      key: `held-${held.id}`,
      nonce: challenge.nonce,
      deliverTo: outbox.channelNames,
    };
    delete lead.held;
    const storing = storeLead(lead, outbox);
    answering.set(held.id, storing);
    try {
      await storing;
    } finally {
      answering.delete(held.id);
    }
    succeed(res, wantsJson, held.fields, held.id);
  }

  function succeed(res: http.ServerResponse, wantsJson: boolean, fields: Fields, id: string) {
    if (wantsJson) sendJson(res, 200, { ok: true, id });
    else redirect(res, localPath(text(fields[NEXT_FIELD])) ?? THANK_YOU_PATH);
  }

  const handler = (async (req, res) => {
    if (await events.handle(req, res)) return true;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === `${endpointPath}/challenge`) {
      if (req.method !== 'GET') {
        sendJson(res, 405, { ok: false, error: 'Use GET.' }, { Allow: 'GET' });
        return true;
      }
      const prev = url.searchParams.get('prev') ?? undefined;
      sendJson(res, 200, challenges.issue(prev && prev.length < 200 ? prev : undefined));
      return true;
    }
    if (url.pathname !== endpointPath && url.pathname !== `${endpointPath}/`) return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { ok: false, error: 'Use POST.' }, { Allow: 'POST' });
      return true;
    }
    await receive(req, res, /\bapplication\/json\b/i.test(String(req.headers.accept ?? '')));
    return true;
  }) as FormReceiver;
  handler.ready = ready;
  // Once, however often it is called (the server's 'close' event and a SIGTERM handler both call it): waits for
  // the deliveries under way, so a "250 OK" already on its way is recorded before the process exits.
  let closing: Promise<void> | null = null;
  handler.close = () =>
    (closing ??= (async () => {
      const { store, outbox } = await ready.catch(() => ({ store: null, outbox: null }));
      await events.close();
      await outbox?.close();
      await store?.close();
      releaseLock(dataDir);
    })());
  return handler;
}
