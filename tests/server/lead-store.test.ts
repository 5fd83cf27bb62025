// Storage that never loses or corrupts an acknowledged lead: torn tails, damaged records, a full disk (injected
// write failures and a real file-size limit), idempotent resends, group commit.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppendLog, realIo, type LogIo } from '../../scripts/server/append-log.ts';
import { SUBMISSIONS_FILE, readRecords, readSubmissions } from '../../scripts/server/lead-store.ts';
import { contactFields, json, postLead, receiversForEachTest, tempDir } from './support.ts';

const start = receiversForEachTest();

describe('lead store', () => {
  it('moves a torn last line aside at start-up, with a warning, and appends the next lead on a clean line', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SUBMISSIONS_FILE);
    const whole = `${JSON.stringify({ id: 'a-1', receivedAt: new Date().toISOString(), form: 'contact', fields: { name: 'Kept' }, verified: true })}\n`;
    fs.writeFileSync(file, `${whole}{"id":"torn","fields":{"na`);
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (m: string) => warnings.push(String(m));
    try {
      const r = await start({ dataDir });
      expect((await postLead(r, contactFields({ name: 'Next' }))).status).toBe(200);
    } finally {
      console.warn = original;
    }
    expect(warnings.join('\n')).toMatch(
      /submissions\.jsonl: an incomplete last record \(\d+ bytes\) was moved to submissions\.jsonl\.damaged/,
    );
    expect(fs.readFileSync(`${file}.damaged`, 'utf8')).toBe('{"id":"torn","fields":{"na\n');
    const { records, bad } = readRecords(dataDir);
    expect(bad).toEqual([]);
    expect(records.map((r) => r.fields.name)).toEqual(['Kept', 'Next']);
  });

  it('checks the tail again before each append (a line torn while running is never glued to the next)', async () => {
    const r = await start();
    await postLead(r, contactFields({ name: 'One' }));
    fs.appendFileSync(path.join(r.dataDir, SUBMISSIONS_FILE), '{"half":');
    expect((await postLead(r, contactFields({ name: 'Two' }))).status).toBe(200);
    const { records, bad } = readRecords(r.dataDir);
    expect(bad).toEqual([]);
    expect(records.map((x) => x.fields.name)).toEqual(['One', 'Two']);
  });

  it('readers skip and report a damaged record instead of throwing', () => {
    const dataDir = tempDir();
    fs.writeFileSync(
      path.join(dataDir, SUBMISSIONS_FILE),
      `${JSON.stringify({ id: 'x', fields: { name: 'A' } })}\nnot json\n[1,2]\n${JSON.stringify({ id: 'y', fields: { name: 'B' } })}\n`,
    );
    const { records, bad } = readRecords(dataDir);
    expect(records.map((r) => r.id)).toEqual(['x', 'y']);
    expect(bad.map((b) => b.line)).toEqual([2, 3]);
    expect(readSubmissions(dataDir)).toHaveLength(2);
  });

  it('answers 503 on a full disk, keeps every acknowledged lead, and takes leads again once there is room', async () => {
    let full = false;
    // A disk that accepts only part of the write, then fails: the worst case for a torn tail.
    const io: LogIo = {
      write: async (h, data, pos) => {
        if (!full) return realIo.write(h, data, pos);
        await realIo.write(h, data.subarray(0, Math.floor(data.length / 2)), pos);
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
      sync: realIo.sync,
    };
    const r = await start({ io });
    expect((await postLead(r, contactFields({ name: 'Before' }))).status).toBe(200);
    full = true;
    const refused = await postLead(r, contactFields({ name: 'During' }));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ ok: false, error: expect.stringMatching(/call us/) });
    // A no-JavaScript post is sent back to its form with the "call us" box.
    const native = await postLead(r, contactFields({ name: 'During' }), { Referer: `${r.origin}/contact` });
    expect(native.status).toBe(303);
    expect(native.headers.get('location')).toBe('/contact#contact-not-sent');
    full = false;
    expect((await postLead(r, contactFields({ name: 'After' }))).status).toBe(200);
    const { records, bad } = readRecords(r.dataDir);
    expect(bad).toEqual([]);
    expect(records.map((x) => x.fields.name)).toEqual(['Before', 'After']);
  });

  it('survives a real file-size limit (ulimit -f) in a child process: EFBIG → refused, nothing torn', () => {
    const dataDir = tempDir();
    const script = `
      import { AppendLog, StoreFullError } from ${JSON.stringify(path.resolve('scripts/server/append-log.ts'))};
      const log = await AppendLog.open(${JSON.stringify(path.join(dataDir, 'log.jsonl'))});
      let ok = 0, full = 0;
      for (let i = 0; i < 100; i++) {
        try { await log.append(JSON.stringify({ i, pad: 'x'.repeat(300) })); ok++; }
        catch (e) { if (e instanceof StoreFullError) full++; else throw e; }
      }
      console.log(JSON.stringify({ ok, full }));`;
    const res = spawnSync('bash', ['-c', `ulimit -f 16; exec npx tsx --input-type=module -e "$0"`, script], {
      encoding: 'utf8',
    });
    expect(res.status, res.stderr).toBe(0);
    const { ok, full } = JSON.parse(res.stdout.trim().split('\n').at(-1)!) as { ok: number; full: number };
    expect(full).toBeGreaterThan(0);
    const lines = fs.readFileSync(path.join(dataDir, 'log.jsonl'), 'utf8');
    expect(lines.endsWith('\n')).toBe(true);
    expect(
      lines
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).i),
    ).toEqual([...Array(ok).keys()]);
  }, 30_000);

  it('stores and answers a resend with the same idempotency key once, even when both arrive together', async () => {
    const r = await start();
    const key = 'k-0123456789abcdef';
    const [a, b] = await Promise.all([
      postLead(r, contactFields({ _key: key })),
      postLead(r, contactFields({ _key: key })),
    ]);
    const c = await postLead(r, contactFields({ _key: key }));
    const ids = await Promise.all([a, b, c].map(async (res) => ((await res.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(readSubmissions(r.dataDir)).toHaveLength(1);
    // Also after a restart.
    await r.stop();
    const again = await start({ dataDir: r.dataDir });
    const d = await postLead(again, contactFields({ _key: key }));
    expect(((await d.json()) as { id: string }).id).toBe(ids[0]);
    expect(readSubmissions(r.dataDir)).toHaveLength(1);
    expect((await postLead(again, contactFields({ _key: 'bad key!' }))).status).toBe(400);
  });

  it('groups the syncs of concurrent appends (group commit)', async () => {
    let syncs = 0;
    const io: LogIo = { write: realIo.write, sync: async (h) => void (syncs++, await realIo.sync(h)) };
    const dataDir = tempDir();
    const log = await AppendLog.open(path.join(dataDir, 'g.jsonl'), { io });
    await Promise.all(Array.from({ length: 200 }, (_, i) => log.append(JSON.stringify({ i }))));
    await log.close();
    expect(fs.readFileSync(path.join(dataDir, 'g.jsonl'), 'utf8').split('\n').filter(Boolean)).toHaveLength(200);
    expect(syncs).toBeLessThanOrEqual(10);
  });

  it('refuses new submissions with 503 past the storage cap', async () => {
    const r = await start({ maxStoreBytes: 2000 });
    let status = 200;
    let stored = 0;
    for (let i = 0; i < 10 && status === 200; i++) {
      status = (await postLead(r, contactFields({ name: `N${i}` }), { ...json, 'X-Forwarded-For': String(i) })).status;
      if (status === 200) stored++;
      r.clock.t += 10 * 60_000; // stay clear of the rate limit
    }
    expect(status).toBe(503);
    expect(readSubmissions(r.dataDir)).toHaveLength(stored);
  });
});

describe('start-up', () => {
  it('exits with a clear message when FORM_DATA_DIR is not writable', () => {
    const dataDir = tempDir();
    const blocked = path.join(dataDir, 'file');
    fs.writeFileSync(blocked, 'x');
    let out = '';
    try {
      execFileSync('npx', ['tsx', 'scripts/serve.ts'], {
        env: { ...process.env, FORM_DATA_DIR: blocked, PORT: '0' },
        encoding: 'utf8',
        stdio: 'pipe',
        // Starting tsx on a loaded 2-core machine (npm test runs it beside the browser tests) can take 20 s.
        timeout: 90_000,
      });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      expect(e.status).toBe(1);
      out = e.stderr;
    }
    expect(out).toContain(`Could not start the server: The form data folder ${blocked} is not writable`);
    expect(out).not.toMatch(/\n\s+at /);
  }, 120_000);
});
