// The durable outbox: after a lead is stored and acknowledged, it is delivered to each channel it was stored
// for (`deliverTo`). Every outcome is an fsync'ed line in <dataDir>/outbox.jsonl:
//   {"id":"…","channel":"email","event":"attempt","attempt":2,"at":"…","next":"…","error":"…"}
//   {"id":"…","channel":"email","event":"delivered","at":"…"}
//   {"id":"…","channel":"email","event":"failed","at":"…","error":"…"}   (after the last retry; reported)
// On start the outbox reads that file and carries on where it stopped (with the same backoff schedule), so
// leads are delivered across restarts, and a delivered lead is never sent again.
// An outcome is written with a synchronous write the moment the mail server or webhook accepts (so it survives
// a kill -9 at once; the data sync to disk follows, grouped). The only way to send a lead twice is a crash in
// the instant between the mail server's "250 OK" and that write; the resend then has the same Message-ID.

/** The outbox file: synchronous O_APPEND writes, data syncs grouped in the background. */
class EventLog {
  private readonly fd: number;
  private syncing = false;
  private again = false;
  constructor(file: string, warn: Warn) {
    repairTail(file, warn);
    this.fd = fs.openSync(file, 'a', 0o600);
  }
  append(line: string): void {
    const data = Buffer.from(`${line}\n`);
    const before = fs.fstatSync(this.fd).size;
    try {
      for (let off = 0; off < data.length;) off += fs.writeSync(this.fd, data, off);
    } catch (err) {
      try {
        fs.ftruncateSync(this.fd, before);
      } catch {
        // repaired at the next start
      }
      throw err;
    }
    this.sync();
  }
  private sync() {
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.syncing = true;
    fs.fdatasync(this.fd, () => {
      this.syncing = false;
      if (this.again) {
        this.again = false;
        this.sync();
      }
    });
  }
  async close(): Promise<void> {
    while (this.syncing) await new Promise((r) => setTimeout(r, 5));
    fs.closeSync(this.fd);
  }
}
import fs from 'node:fs';
import path from 'node:path';
import { readLog, repairTail, type Warn } from './append-log.ts';
import type { LeadRecord } from './lead-store.ts';
import type { Channel } from './mailer.ts';

export const OUTBOX_FILE = 'outbox.jsonl';

export interface OutboxEvent {
  id: string;
  channel: string;
  event: 'attempt' | 'delivered' | 'failed';
  at: string;
  attempt?: number;
  next?: string;
  error?: string;
}

export interface OutboxOptions {
  /** Delay before retry n (1-based), ms. */
  backoff?: (attempt: number) => number;
  maxAttempts?: number;
  concurrency?: number;
  now?: () => number;
  warn?: Warn;
}

const defaultBackoff = (attempt: number) => Math.min(30 * 60_000, 5_000 * 2 ** (attempt - 1));

export interface DeliveryState {
  attempts: number;
  nextAt: number;
  status: 'pending' | 'delivered' | 'failed';
  error?: string;
}

/** Delivery state of every (lead, channel) pair from outbox.jsonl; bad lines are skipped. */
export function readDeliveries(dataDir: string): Map<string, DeliveryState> {
  const out = new Map<string, DeliveryState>();
  for (const e of readLog<OutboxEvent>(path.join(dataDir, OUTBOX_FILE)).records) {
    const k = `${e.id}|${e.channel}`;
    const s = out.get(k) ?? { attempts: 0, nextAt: 0, status: 'pending' as const };
    if (e.event === 'delivered') s.status = 'delivered';
    else if (e.event === 'failed') {
      if (s.status !== 'delivered') s.status = 'failed';
      s.error = e.error;
    } else if (e.event === 'attempt') {
      s.attempts = Math.max(s.attempts, e.attempt ?? 1);
      s.nextAt = e.next ? Date.parse(e.next) : 0;
      s.error = e.error;
    }
    out.set(k, s);
  }
  return out;
}

/** Where the outbox finds the leads it delivers: the LeadStore, or the delivery thread's own copy. */
export interface LeadSource {
  readonly dataDir: string;
  lead(id: string): LeadRecord | undefined;
  allLeads(): LeadRecord[];
}

/** What the form receiver hands leads to: an Outbox in this thread, or a DeliveryThread running one. */
export interface Deliveries {
  readonly channelNames: string[];
  enqueue(lead: LeadRecord): void;
  failed(): { id: string; channel: string; error?: string }[];
  close(): Promise<void>;
}

export class Outbox implements Deliveries {
  private readonly state: Map<string, DeliveryState>;
  private readonly busy = new Set<string>();
  /** The pending part of `state`, in arrival order: what the worker looks at. */
  private readonly queue = new Map<string, DeliveryState>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly channels: Map<string, Channel>;
  private readonly backoff: (n: number) => number;
  private readonly maxAttempts: number;
  private readonly concurrency: number;
  private readonly now: () => number;
  private readonly warn: Warn;

  private constructor(
    private readonly store: LeadSource,
    private readonly log: EventLog,
    channels: Channel[],
    opts: OutboxOptions,
  ) {
    this.channels = new Map(channels.map((c) => [c.name, c]));
    this.state = readDeliveries(store.dataDir);
    this.backoff = opts.backoff ?? defaultBackoff;
    this.maxAttempts = opts.maxAttempts ?? 15;
    this.concurrency = opts.concurrency ?? 2;
    this.now = opts.now ?? Date.now;
    this.warn = opts.warn ?? console.warn;
  }

  static async open(store: LeadSource, channels: Channel[], opts: OutboxOptions = {}) {
    const log = new EventLog(path.join(store.dataDir, OUTBOX_FILE), opts.warn ?? console.warn);
    const outbox = new Outbox(store, log, channels, opts);
    for (const lead of store.allLeads()) for (const ch of lead.deliverTo ?? []) outbox.track(lead.id, ch);
    outbox.schedule(0);
    return outbox;
  }

  get channelNames(): string[] {
    return [...this.channels.keys()];
  }

  private track(id: string, channel: string) {
    const k = `${id}|${channel}`;
    let s = this.state.get(k);
    if (!s) this.state.set(k, (s = { attempts: 0, nextAt: 0, status: 'pending' }));
    if (s.status === 'pending') this.queue.set(k, s);
  }

  /** Called once a lead is stored: delivery starts at once. */
  enqueue(lead: LeadRecord): void {
    for (const ch of lead.deliverTo ?? []) this.track(lead.id, ch);
    this.schedule(0);
  }

  /** (lead, channel, error) of deliveries that failed after the last retry. */
  failed(): { id: string; channel: string; error?: string }[] {
    return [...this.state]
      .filter(([, s]) => s.status === 'failed')
      .map(([k, s]) => ({ id: k.split('|')[0]!, channel: k.split('|')[1]!, error: s.error }));
  }

  pending(): number {
    return this.queue.size;
  }

  private schedule(delay: number) {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), Math.max(0, delay));
    this.timer.unref();
  }

  private run() {
    this.timer = null;
    const now = this.now();
    let next = Infinity;
    for (const [k, s] of this.queue) {
      if (this.busy.has(k)) continue;
      if (s.nextAt > now) {
        next = Math.min(next, s.nextAt);
        continue;
      }
      if (this.busy.size >= this.concurrency) {
        next = now + 10;
        break;
      }
      void this.deliver(k, s);
    }
    if (next !== Infinity) this.schedule(next - now);
  }

  private async deliver(k: string, s: DeliveryState) {
    const [id, channelName] = k.split('|') as [string, string];
    const lead = this.store.lead(id);
    const channel = this.channels.get(channelName);
    if (!lead || !channel) return; // channel no longer configured: stays pending until it is (or `leads resend`)
    this.busy.add(k);
    try {
      await channel.send(lead);
      s.status = 'delivered';
      // Sent: not sent again by this process even if the record can't be written (full disk); after a restart
      // it would be, which the receiving side can recognise by its Message-ID / Idempotency-Key.
      await this.record({ id, channel: channelName, event: 'delivered', at: new Date(this.now()).toISOString() }).catch(
        (err: Error) => this.warn(`lead ${id}: sent by ${channelName}, but recording it failed: ${err.message}`),
      );
    } catch (err) {
      s.attempts += 1;
      s.error = (err as Error).message.slice(0, 300);
      const at = new Date(this.now()).toISOString();
      if (s.attempts >= this.maxAttempts) {
        s.status = 'failed';
        this.warn(`lead ${id}: ${channelName} delivery failed after ${s.attempts} attempts: ${s.error}`);
        await this.record({ id, channel: channelName, event: 'failed', at, error: s.error }).catch(() => {});
      } else {
        s.nextAt = this.now() + this.backoff(s.attempts);
        const next = new Date(s.nextAt).toISOString();
        await this.record({
          id,
          channel: channelName,
          event: 'attempt',
          attempt: s.attempts,
          at,
          next,
          error: s.error,
        }).catch(() => {});
      }
    } finally {
      if (s.status !== 'pending') this.queue.delete(k);
      this.busy.delete(k);
      this.schedule(0);
    }
  }

  private record(e: OutboxEvent): Promise<void> {
    try {
      this.log.append(JSON.stringify(e));
      return Promise.resolve();
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  /** Resolves when nothing is pending (or after `timeoutMs`); for tests and the benchmark. */
  async idle(timeoutMs = 10_000): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (this.pending() === 0 && this.busy.size === 0) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.busy.size) await new Promise((r) => setTimeout(r, 10));
    await this.log.close();
    for (const c of this.channels.values()) c.close?.();
  }
}

/** Appends outbox events from another process (the `leads` tool); safe next to a running server (O_APPEND). */
export async function recordDelivery(dataDir: string, e: OutboxEvent): Promise<void> {
  const fd = fs.openSync(path.join(dataDir, OUTBOX_FILE), 'a', 0o600);
  try {
    fs.writeSync(fd, `${JSON.stringify(e)}\n`);
    fs.fdatasyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
