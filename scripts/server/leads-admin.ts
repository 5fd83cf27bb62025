// The `npm run leads` commands (scripts/leads.ts only parses the command line):
//   list [--json] [--spam|--held]   newest first, with delivery status; --held: posts without the security question
//                                   that nobody has answered or released yet
//   release <id>                    delivers one held post now through the configured channels (as resend does),
//                                   under its own id; safe while the server runs
//   show <id>                       every field and the delivery history
//   export --format csv [--spam]    a spreadsheet-safe CSV (cells starting with = + - @ are escaped)
//   resend <id>                     delivers it again now through the configured channels (SMTP_URL, webhook)
//   purge [--older-than 365d]       deletes leads (and spam) and the day counts older than that; default: the
//                                   retention period in content/business.yaml. Refuses while a server runs on it.
//   report [--days 30] [--json] [--html FILE]   views, calls, forms started and leads per page, visits and leads
//                                   per source and campaign, field speed per page and template (leads-report.ts)
import fs from 'node:fs';
import path from 'node:path';
import { readLog } from './append-log.ts';
import { runningServer } from './data-lock.ts';
import { labelledFields, subjectOf } from './lead-message.ts';
import { sourceColumns, sourceLine } from './lead-source.ts';
import { dayOf, purgeEventDays } from './event-store.ts';
import { buildReport, reportHtml, reportJson, reportText, type ReportOptions } from './leads-report.ts';
import { HELD_FILE, SPAM_FILE, SUBMISSIONS_FILE, readRecords, type LeadRecord } from './lead-store.ts';
import type { Channel } from './mailer.ts';
import { OUTBOX_FILE, readDeliveries, recordDelivery, type OutboxEvent } from './outbox.ts';
import { text } from './spam-check.ts';

export class AdminError extends Error {}

export interface Out {
  log(line: string): void;
  warn(line: string): void;
}

type Kind = 'leads' | 'spam' | 'held';

function read(dataDir: string, kind: Kind, out: Out): LeadRecord[] {
  const { records, bad } = readRecords(dataDir, { spam: kind === 'spam', held: kind === 'held' });
  for (const b of bad) out.warn(`${path.basename(b.file)}:${b.line}: skipped a damaged record`);
  return records;
}

/** Held posts the owner released (`release`): delivered under their own id, recorded in outbox.jsonl. */
function releasedIds(dataDir: string): Set<string> {
  return new Set(
    readLog<OutboxEvent>(path.join(dataDir, OUTBOX_FILE))
      .records.filter((e) => e.event === 'delivered')
      .map((e) => e.id),
  );
}

/**
 * The records of one kind, newest first. Leads include the held posts the owner released; held posts are those
 * nobody answered or released yet.
 */
function load(dataDir: string, kind: Kind, out: Out): LeadRecord[] {
  let records = read(dataDir, kind, out);
  if (kind !== 'spam') {
    const answered = new Set((kind === 'leads' ? records : read(dataDir, 'leads', out)).map((r) => r.id));
    const released = releasedIds(dataDir);
    if (kind === 'held') records = records.filter((r) => !answered.has(r.id) && !released.has(r.id));
    else
      records = records.concat(
        read(dataDir, 'held', out)
          .filter((r) => !answered.has(r.id) && released.has(r.id))
          .map((r) => {
            const lead: LeadRecord = { ...r, released: 'owner' };
            delete lead.held;
            return lead;
          }),
      );
  }
  return records.sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0));
}

const kindOf = ({ spam = false, held = false }: { spam?: boolean; held?: boolean }): Kind =>
  spam ? 'spam' : held ? 'held' : 'leads';

/** How a lead came to be delivered, for `list` and `show`. */
function origin(r: LeadRecord): string {
  if (r.released === 'owner') return 'released by hand (no security question)';
  if (r.released === 'answer') return 'verified on the question page';
  return r.verified ? 'verified' : 'unverified (stored before held posts existed)';
}

function deliveryText(dataDir: string, lead: LeadRecord): string {
  const states = readDeliveries(dataDir);
  // A held post released by hand was stored for no channel: its deliveries are the ones recorded for it.
  const channels =
    lead.deliverTo ?? [...states.keys()].filter((k) => k.startsWith(`${lead.id}|`)).map((k) => k.split('|')[1]!);
  const parts = channels.map((ch) => {
    const s = states.get(`${lead.id}|${ch}`);
    if (!s) return `${ch}: pending`;
    if (s.status === 'pending') return `${ch}: retrying (${s.attempts} failed)`;
    return `${ch}: ${s.status}`;
  });
  return parts.join(', ') || 'stored only';
}

export function list(dataDir: string, { json = false, spam = false, held = false } = {}, out: Out): void {
  const kind = kindOf({ spam, held });
  const records = load(dataDir, kind, out);
  if (json) return out.log(JSON.stringify(records, null, 2));
  if (!records.length)
    return out.log({ spam: 'No spam stored.', held: 'No held posts waiting.', leads: 'No leads stored.' }[kind]);
  for (const r of records) {
    const status =
      kind === 'spam'
        ? `spam: ${r.spamReason ?? '?'}`
        : kind === 'held'
          ? 'held: no security question; `release` delivers it'
          : `${origin(r)} · ${deliveryText(dataDir, r)}`;
    out.log(`${r.id}  ${r.receivedAt}  ${subjectOf(r)}  <${text(r.fields.phone)}>  [${status}]`);
    if (kind !== 'spam') out.log(`    ${sourceLine(r.source)}`);
  }
}

function find(dataDir: string, id: string, out: Out): LeadRecord {
  const lead = (['leads', 'spam', 'held'] as const).flatMap((k) => load(dataDir, k, out)).find((r) => r.id === id);
  if (!lead) throw new AdminError(`No lead with the id "${id}". \`npm run leads -- list\` shows the ids.`);
  return lead;
}

export function show(dataDir: string, id: string, out: Out): void {
  const lead = find(dataDir, id, out);
  out.log(`${subjectOf(lead)}`);
  out.log(`id ${lead.id} · received ${lead.receivedAt} · form ${lead.form}`);
  out.log(
    lead.spam
      ? `spam (${lead.spamReason})`
      : lead.held
        ? 'held: sent without the security question and not answered; `npm run leads -- release <id>` delivers it'
        : origin(lead),
  );
  for (const [k, v] of labelledFields(lead)) out.log(`${k}: ${v}`);
  out.log(sourceLine(lead.source));
  if (!lead.spam && !lead.held) out.log(`delivery: ${deliveryText(dataDir, lead)}`);
  const history = readLog<OutboxEvent>(path.join(dataDir, OUTBOX_FILE)).records.filter((e) => e.id === id);
  for (const e of history) out.log(`  ${e.at} ${e.channel} ${e.event}${e.error ? `: ${e.error}` : ''}`);
}

/** One CSV cell: quoted, with a leading ' on text a spreadsheet would run as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function exportCsv(dataDir: string, { spam = false, held = false } = {}, out: Out): void {
  const records = load(dataDir, kindOf({ spam, held }), out);
  const labels: string[] = [];
  for (const r of records) for (const [k] of labelledFields(r)) if (!labels.includes(k)) labels.push(k);
  const head = ['id', 'received', 'form', 'verified', ...sourceColumns(undefined).map(([k]) => k), ...labels];
  const rows = records.map((r) => {
    const fields = new Map(labelledFields(r));
    return [
      r.id,
      r.receivedAt,
      r.form,
      r.verified ? 'yes' : 'no',
      ...sourceColumns(r.source).map(([, v]) => v),
      ...labels.map((l) => fields.get(l) ?? ''),
    ];
  });
  // CRLF rows and a BOM so spreadsheet programs open UTF-8 text as such.
  out.log(`\ufeff${[head, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}`);
}

export async function resend(dataDir: string, id: string, channels: Channel[], out: Out): Promise<void> {
  const lead = find(dataDir, id, out);
  if (lead.spam) throw new AdminError(`Lead ${id} is spam (${lead.spamReason}); spam is never delivered.`);
  if (lead.held)
    throw new AdminError(
      `${id} is a held post (sent without the security question). Read it with \`npm run leads -- show ${id}\` and deliver it with \`npm run leads -- release ${id}\`.`,
    );
  await deliver(dataDir, lead, channels, out);
}

/**
 * Delivers a held post the owner vouches for, under its own id (Message-ID `<id@leads>`, Idempotency-Key `id`),
 * marked as released by hand; recorded in outbox.jsonl, so it leaves the held list and joins `list`.
 */
export async function release(dataDir: string, id: string, channels: Channel[], out: Out): Promise<void> {
  const lead = find(dataDir, id, out);
  if (!lead.held)
    throw new AdminError(
      `${id} is not waiting in the held posts (\`npm run leads -- list --held\` shows them); \`resend\` delivers a lead again.`,
    );
  const released: LeadRecord = { ...lead, released: 'owner' };
  delete released.held;
  await deliver(dataDir, released, channels, out);
}

async function deliver(dataDir: string, lead: LeadRecord, channels: Channel[], out: Out): Promise<void> {
  const { id } = lead;
  if (!channels.length)
    throw new AdminError('No delivery is configured: set SMTP_URL and LEADS_TO (and/or LEADS_WEBHOOK_URL) first.');
  for (const ch of channels) {
    try {
      await ch.send(lead);
      await recordDelivery(dataDir, { id, channel: ch.name, event: 'delivered', at: new Date().toISOString() });
      out.log(`${id}: sent by ${ch.name}`);
    } catch (err) {
      throw new AdminError(`${id}: ${ch.name} failed: ${(err as Error).message}`);
    } finally {
      ch.close?.();
    }
  }
}

/** "365d", "12w", "6m" (months of 30 days), "1y" → days. */
export function parseAge(value: string): number {
  const m = /^(\d+)([dwmy])$/.exec(value.trim());
  if (!m) throw new AdminError(`--older-than must look like 365d, 12w, 6m or 1y, not "${value}".`);
  return Number(m[1]) * { d: 1, w: 7, m: 30, y: 365 }[m[2] as 'd' | 'w' | 'm' | 'y'];
}

export function purge(dataDir: string, days: number, { now = new Date(), dryRun = false } = {}, out: Out): number {
  const pid = runningServer(dataDir);
  if (pid && !dryRun)
    throw new AdminError(`A server (process ${pid}) is running on ${dataDir}. Stop it, purge, then start it again.`);
  const cutoff = now.getTime() - days * 86_400_000;
  const removed = new Set<string>();
  for (const file of [SUBMISSIONS_FILE, SPAM_FILE, HELD_FILE]) {
    const full = path.join(dataDir, file);
    if (!fs.existsSync(full)) continue;
    const keep: string[] = [];
    for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
      if (!line) continue;
      let record: Partial<LeadRecord> | null = null;
      try {
        record = JSON.parse(line) as LeadRecord;
      } catch {
        // a damaged line is kept for a person to look at
      }
      const at = record?.receivedAt ? Date.parse(record.receivedAt) : NaN;
      if (record?.id && at < cutoff) removed.add(record.id);
      else keep.push(line);
    }
    if (!dryRun) rewrite(full, keep);
  }
  const outbox = path.join(dataDir, OUTBOX_FILE);
  if (!dryRun && fs.existsSync(outbox)) {
    const lines = fs.readFileSync(outbox, 'utf8').split('\n').filter(Boolean);
    rewrite(
      outbox,
      lines.filter((l) => !removed.has((JSON.parse(l) as OutboxEvent).id)),
    );
  }
  const countDays = purgeEventDays(dataDir, dayOf(new Date(cutoff)), dryRun);
  out.log(
    `${dryRun ? 'Would delete' : 'Deleted'} ${removed.size} submission${removed.size === 1 ? '' : 's'} and ${countDays} day${countDays === 1 ? '' : 's'} of counts older than ${days} days.`,
  );
  return removed.size;
}

/** `report`: the text report, or `--json`'s exact shape; `--html FILE` also writes the owner's page there. */
export function report(
  dataDir: string,
  { json = false, html, siteName, ...options }: ReportOptions & { json?: boolean; html?: string; siteName?: string },
  out: Out,
): void {
  if (options.days !== undefined && !(Number.isInteger(options.days) && options.days >= 1 && options.days <= 3660))
    throw new AdminError(`--days must be a whole number of days from 1 to 3660, not "${options.days}".`);
  const r = buildReport(dataDir, load(dataDir, 'leads', out), { warn: out.warn, ...options });
  if (html) {
    fs.writeFileSync(html, reportHtml(r, siteName));
    if (!json) out.log(`Wrote ${html}: open it in a browser.`);
  }
  if (json) out.log(JSON.stringify(reportJson(r), null, 2));
  else if (!html) out.log(reportText(r));
}

/** Replaces a file atomically (write, fsync, rename). */
function rewrite(file: string, lines: string[]) {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeFileSync(fd, lines.map((l) => `${l}\n`).join(''));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}
