// The outbox in its own thread (worker_threads), as the server runs it (`npm start`, env-config.ts):
//  - A mail server's "250 OK" (or a webhook's 200) is read and written down in outbox.jsonl by a thread that does
//    nothing else, instead of waiting behind a burst of form posts on the server's event loop. That wait is the
//    part of the duplicate window that is ours (docs/forms-and-leads.md): a kill -9 inside it sends the lead again.
//  - Composing the messages (MIME, quoted-printable, HTML) costs CPU that is then not taken from page requests.
// The thread reads the stored leads once at start (after the LeadStore has repaired the files) and is sent every
// new lead after it is stored. If it dies, it is started again a second later and re-reads both files, so
// nothing stored is left undelivered; only one thread runs at a time, so a lead is never sent by two.
import fs from 'node:fs';
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readRecords, type LeadRecord } from './lead-store.ts';
import { channelsFrom, type DeliveryConfig } from './mailer.ts';
import { Outbox, type Deliveries } from './outbox.ts';

interface Start {
  role: 'delivery';
  dataDir: string;
  config: DeliveryConfig;
}
type ToThread = { type: 'lead'; lead: LeadRecord } | { type: 'close' };
type FromThread =
  | { type: 'ready'; channelNames: string[]; failed: ReturnType<Outbox['failed']> }
  | { type: 'failed'; failed: ReturnType<Outbox['failed']> }
  | { type: 'closed' };

/** Starts this file as a worker; it is TypeScript, so the worker registers tsx before importing it. */
function spawn(start: Start): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  return new Worker(code, { eval: true, workerData: start });
}

export class DeliveryThread implements Deliveries {
  private worker!: Worker;
  private failedNow: ReturnType<Outbox['failed']> = [];
  private closing = false;
  private onClosed: (() => void) | null = null;

  private constructor(
    private readonly start: Start,
    readonly channelNames: string[],
  ) {}

  /** Resolves once the thread has read the stored leads and started delivering. */
  static async open(dataDir: string, config: DeliveryConfig): Promise<DeliveryThread> {
    const start: Start = { role: 'delivery', dataDir, config };
    const names = [...(config.email ? ['email'] : []), ...(config.webhook ? ['webhook'] : [])];
    const thread = new DeliveryThread(start, names);
    await thread.run();
    return thread;
  }

  private run(): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = (this.worker = spawn(this.start));
      let started = false;
      worker.on('message', (m: FromThread) => {
        if (m.type === 'ready') {
          started = true;
          this.failedNow = m.failed;
          resolve();
        } else if (m.type === 'failed') this.failedNow = m.failed;
        else this.onClosed?.();
      });
      worker.on('error', (err) => {
        console.error(`lead delivery thread: ${err.stack ?? err.message}`);
        if (!started) reject(err);
      });
      worker.on('exit', () => {
        this.onClosed?.();
        if (!started || this.closing) return;
        console.error('lead delivery thread stopped; starting it again (stored leads are re-read, none is lost)');
        setTimeout(() => void this.run().catch(() => {}), 1000).unref();
      });
    });
  }

  enqueue(lead: LeadRecord): void {
    this.worker.postMessage({ type: 'lead', lead } satisfies ToThread);
  }

  failed() {
    return this.failedNow;
  }

  /** Lets the deliveries under way finish and be recorded, then stops the thread. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await new Promise<void>((resolve) => {
      this.onClosed = resolve;
      this.worker.postMessage({ type: 'close' } satisfies ToThread);
    });
    await this.worker.terminate();
  }
}

/**
 * Linux keeps a nice value per thread: this one gets 10, so on a busy machine a page request on the main thread
 * goes first and a burst's deliveries wait a little (they are durable; a few milliseconds change nothing).
 */
function lowerPriority() {
  try {
    os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // not Linux: the thread runs at the server's priority
  }
}

async function threadMain(port: NonNullable<typeof parentPort>, { dataDir, config }: Start) {
  lowerPriority();
  const leads = new Map<string, LeadRecord>();
  for (const r of readRecords(dataDir).records) if (!r.spam && typeof r.id === 'string') leads.set(r.id, r);
  const source = { dataDir, lead: (id: string) => leads.get(id), allLeads: () => [...leads.values()] };
  let outbox: Outbox | null = null;
  let reported = 0;
  const report = () => {
    const failed = outbox?.failed() ?? [];
    if (failed.length !== reported) port.postMessage({ type: 'failed', failed } satisfies FromThread);
    reported = failed.length;
  };
  // A delivery that fails for good is warned about; the main thread's failed() follows.
  const warn = (message: string) => {
    console.warn(message);
    report();
  };
  outbox = await Outbox.open(source, channelsFrom(config), { warn });
  const opened = outbox;
  port.on('message', (m: ToThread) => {
    if (m.type === 'lead') {
      leads.set(m.lead.id, m.lead);
      opened.enqueue(m.lead);
    } else
      void opened.close().then(() => {
        port.postMessage({ type: 'closed' } satisfies FromThread);
        port.close();
      });
  });
  reported = opened.failed().length;
  port.postMessage({ type: 'ready', channelNames: opened.channelNames, failed: opened.failed() } satisfies FromThread);
}

if (!isMainThread && parentPort && (workerData as Start | undefined)?.role === 'delivery')
  await threadMain(parentPort, workerData as Start);
