// Where submissions live, in the data folder:
//   submissions.jsonl  real leads (a valid challenge, or a held post whose question was answered), one JSON record a line
//   held.jsonl         posts without a valid challenge (no JavaScript, or a bot posting straight to the endpoint):
//                      never delivered as they are; the visitor answers the question page (the lead then goes to
//                      submissions.jsonl under the same id) or the owner releases one (`npm run leads -- release`)
//   spam.jsonl         everything the spam checks flagged; kept apart and never delivered
// Each record has an id; a record sent with an idempotency key is stored once however often it is resent.
// A total size cap turns further submissions away (503) instead of filling the disk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppendLog, StoreFullError, readLog, type LogIo, type Warn } from './append-log.ts';
import type { LeadSource } from '../../src/forms/source.ts';

export const SUBMISSIONS_FILE = 'submissions.jsonl';
export const SPAM_FILE = 'spam.jsonl';
export const HELD_FILE = 'held.jsonl';

export type Fields = Record<string, string | string[]>;

export interface LeadRecord {
  id: string;
  receivedAt: string;
  form: string;
  fields: Fields;
  /**
   * Where it came from (lead-source.ts): the visit's first page, referrer's host and campaign, kept by the browser,
   * and the page the form was sent from (also without JavaScript). Absent on leads stored before it was kept.
   */
  source?: LeadSource;
  /**
   * True when the post carried a valid, answered challenge, or answered the question page of its held post; false
   * for held posts (and for a held post the owner released by hand).
   */
  verified: boolean;
  /** Set on records in held.jsonl: a post without a valid challenge, kept until its question is answered. */
  held?: true;
  /** How a held post became a lead: its visitor answered the question page, or the owner released it. */
  released?: 'answer' | 'owner';
  /** The language of the page it was sent from: "es" is a Spanish-speaking lead, to be called back in Spanish. */
  language?: 'en' | 'es';
  /** Set on records in spam.jsonl, with the reason. */
  spam?: true;
  spamReason?: string;
  /** The client's idempotency key, when it sent one. */
  key?: string;
  /** The challenge nonce it used (single use, also across restarts). */
  nonce?: string;
  /** The delivery channels configured when it was stored (the outbox delivers to each once). */
  deliverTo?: string[];
}

/** @deprecated name kept for the tests and tools that read submissions */
export type SubmissionRecord = LeadRecord;

export function newLeadId(now = new Date()): string {
  // randomUUID draws from a cached entropy pool; randomBytes(5) was a getrandom() call per lead on the event loop.
  const random = crypto.randomUUID(); // 10 of its random hex digits, as many as before
  return `${now.getTime().toString(36)}-${random.slice(0, 8)}${random.slice(9, 11)}`;
}

/** Checks the data folder can be written (creating it when missing); throws an Error with a clear message. */
export function checkWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new Error(
      `The form data folder ${dataDir} is not writable (${code}). Create it and give the server's user write access, or set FORM_DATA_DIR to a folder it can write.`,
      { cause: err },
    );
  }
}

export interface ReadReport {
  records: LeadRecord[];
  bad: { file: string; line: number; text: string }[];
}

/** Reads stored records (leads, or spam with `spam: true`); bad lines are skipped and reported. */
export function readRecords(
  dataDir: string,
  { spam = false, held = false }: { spam?: boolean; held?: boolean } = {},
): ReadReport {
  const file = path.join(dataDir, spam ? SPAM_FILE : held ? HELD_FILE : SUBMISSIONS_FILE);
  const { records, bad } = readLog<LeadRecord>(file);
  return { records, bad: bad.map((b) => ({ file, ...b })) };
}

/** Every stored lead (not spam); bad lines are skipped with a warning. */
export function readSubmissions(dataDir: string): LeadRecord[] {
  const { records, bad } = readRecords(dataDir);
  for (const b of bad) console.warn(`${b.file}:${b.line}: skipped a damaged record`);
  return records;
}

export interface StoreOptions {
  /** Total bytes of submissions + spam above which new submissions are refused (503). */
  maxBytes?: number;
  io?: LogIo;
  warn?: Warn;
}

const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

export class LeadStore {
  private readonly byKey = new Map<string, LeadRecord>();
  private readonly inFlight = new Map<string, Promise<{ record: LeadRecord; duplicate: boolean }>>();
  readonly nonces = new Set<string>();
  private readonly leadsById = new Map<string, LeadRecord>();
  private readonly heldById = new Map<string, LeadRecord>();

  private constructor(
    readonly dataDir: string,
    private readonly leads: AppendLog,
    private readonly spam: AppendLog,
    private readonly heldLog: AppendLog,
    private readonly maxBytes: number,
  ) {}

  static async open(dataDir: string, { maxBytes = DEFAULT_MAX_BYTES, io, warn = console.warn }: StoreOptions = {}) {
    checkWritable(dataDir);
    const leads = await AppendLog.open(path.join(dataDir, SUBMISSIONS_FILE), { io, warn });
    const spam = await AppendLog.open(path.join(dataDir, SPAM_FILE), { io, warn });
    const held = await AppendLog.open(path.join(dataDir, HELD_FILE), { io, warn });
    const store = new LeadStore(dataDir, leads, spam, held, maxBytes);
    for (const which of [{}, { spam: true }, { held: true }]) {
      const { records, bad } = readRecords(dataDir, which);
      for (const b of bad) warn(`${path.basename(b.file)}:${b.line}: skipped a damaged record`);
      for (const r of records) store.remember(r);
    }
    return store;
  }

  private remember(r: LeadRecord) {
    if (r.key) this.byKey.set(r.key, r);
    if (r.nonce) this.nonces.add(r.nonce);
    if (typeof r.id !== 'string' || r.spam) return;
    (r.held ? this.heldById : this.leadsById).set(r.id, r);
  }

  get bytes(): number {
    return this.leads.bytes + this.spam.bytes + this.heldLog.bytes;
  }

  /** A held post (stored without a valid challenge), whether or not it has been answered since. */
  held(id: string): LeadRecord | undefined {
    return this.heldById.get(id);
  }

  lead(id: string): LeadRecord | undefined {
    return this.leadsById.get(id);
  }

  allLeads(): LeadRecord[] {
    return [...this.leadsById.values()];
  }

  /** The record already stored under this idempotency key, if any. */
  byIdempotencyKey(key: string): LeadRecord | undefined {
    return this.byKey.get(key);
  }

  /**
   * Stores a record durably. With a key already stored (or being stored), answers that record instead
   * (`duplicate: true`) and writes nothing.
   */
  add(record: LeadRecord): Promise<{ record: LeadRecord; duplicate: boolean }> {
    const key = record.key;
    if (key) {
      const known = this.byKey.get(key);
      if (known) return Promise.resolve({ record: known, duplicate: true });
      const pending = this.inFlight.get(key);
      if (pending) return pending.then((r) => ({ record: r.record, duplicate: true }));
    }
    const work = (async () => {
      if (this.bytes >= this.maxBytes)
        throw new StoreFullError(`the submissions folder reached its cap of ${this.maxBytes} bytes`);
      await (record.spam ? this.spam : record.held ? this.heldLog : this.leads).append(JSON.stringify(record));
      this.remember(record);
      return { record, duplicate: false };
    })();
    if (key) {
      this.inFlight.set(key, work);
      void work.then(
        () => this.inFlight.delete(key),
        () => this.inFlight.delete(key),
      );
    }
    return work;
  }

  async close(): Promise<void> {
    await this.leads.close();
    await this.spam.close();
    await this.heldLog.close();
  }
}
