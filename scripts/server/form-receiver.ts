// The embedded form receiver: the same-origin endpoint ("/api/forms") the built site posts its forms to when
// it runs locally (`npm start`) and in the end-to-end tests. It behaves like a hosted form-collection service:
//  - POST multipart/form-data (or urlencoded); files are refused; field size, field count and body size capped.
//  - Each submission is appended as one JSON line to <dataDir>/submissions.jsonl and fsync'ed before answering,
//    so an accepted lead survives a crash or restart.
//  - `Accept: application/json` gets JSON: 200 {"ok":true}, 400 malformed/invalid, 413 too large, 415 wrong type,
//    500 when storing failed (the browser then shows the "please call us" error, never a false success).
//  - A native no-JavaScript post gets a 303 to the thank-you page, or back to the page it came from with the
//    form's error anchor (#<form>-not-sent, shown with CSS :target) when the post was invalid.
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import busboy from 'busboy';
import { DECOYS, FORM_FIELD, HONEYPOT, NEXT_FIELD, THANK_YOU_PATH, forms, isFormId } from '../../src/forms/config.ts';
import type { RequestHandler } from './static-server.ts';

export const FORM_PATH = '/api/forms';
export const SUBMISSIONS_FILE = 'submissions.jsonl';

export interface FormReceiverLimits {
  /** Whole request body, bytes. */
  bodyBytes: number;
  /** One field's value, bytes. */
  fieldBytes: number;
  fields: number;
}

export const defaultLimits: FormReceiverLimits = { bodyBytes: 512 * 1024, fieldBytes: 100 * 1024, fields: 50 };

export interface SubmissionRecord {
  receivedAt: string;
  form: string;
  fields: Record<string, string | string[]>;
  /** Set when the honeypot or a decoy was filled in (kept, not dropped: a person's autofill can do that). */
  spam?: true;
}

class FormError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Appends one line and flushes it to disk before returning. */
export function appendDurably(file: string, line: string): void {
  const created = !fs.existsSync(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'a', 0o600);
  try {
    fs.appendFileSync(fd, line);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  if (created) {
    // Make the new directory entry durable too (not possible on every platform; best effort).
    try {
      const dir = fs.openSync(path.dirname(file), 'r');
      try {
        fs.fsyncSync(dir);
      } finally {
        fs.closeSync(dir);
      }
    } catch {
      // ignore
    }
  }
}

/** Reads every stored submission (for tests and tools). */
export function readSubmissions(dataDir: string): SubmissionRecord[] {
  const file = path.join(dataDir, SUBMISSIONS_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SubmissionRecord);
}

function parseBody(req: http.IncomingMessage, limits: FormReceiverLimits): Promise<Record<string, string | string[]>> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limits.bodyBytes)
      return drainThenReject(req, new FormError(413, 'The form data is too large.'), reject);

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        defCharset: 'utf8',
        limits: {
          fieldSize: limits.fieldBytes,
          fields: limits.fields,
          parts: limits.fields + 5,
          files: 0,
          fieldNameSize: 100,
        },
      });
    } catch {
      return drainThenReject(req, new FormError(400, 'The form data could not be read.'), reject);
    }

    const fields: Record<string, string | string[]> = {};
    let failure: FormError | null = null;
    const fail = (e: FormError) => {
      failure ??= e;
    };
    let received = 0;

    bb.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return fail(new FormError(413, `The field "${name}" is too long.`));
      // Form encoding sends every line break as CRLF; store the text as it was typed.
      value = value.replace(/\r\n?/g, '\n');
      const prev = fields[name];
      fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    });
    bb.on('file', (_name, stream) => {
      fail(new FormError(400, 'File uploads are not accepted.'));
      stream.resume();
    });
    bb.on('filesLimit', () => fail(new FormError(400, 'File uploads are not accepted.')));
    bb.on('fieldsLimit', () => fail(new FormError(413, 'The form has too many fields.')));
    bb.on('partsLimit', () => fail(new FormError(413, 'The form has too many fields.')));
    bb.on('error', () => {
      fail(new FormError(400, 'The form data could not be read.'));
      req.unpipe(bb);
      req.resume();
      finish();
    });
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (failure) reject(failure);
      else resolve(fields);
    };
    bb.on('close', finish);

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bodyBytes && !failure) {
        fail(new FormError(413, 'The form data is too large.'));
        req.unpipe(bb);
        drainThenReject(req, failure!, (e) => {
          finished = true;
          reject(e);
        });
      }
    });
    req.on('error', () => {
      fail(new FormError(400, 'The request was interrupted.'));
      finish();
    });
    req.pipe(bb);
  });
}

/** Reads and discards what is left of a rejected body (up to a bound), so the client gets to read the answer. */
function drainThenReject(req: http.IncomingMessage, error: FormError, reject: (e: FormError) => void) {
  let drained = 0;
  req.on('data', (c: Buffer) => {
    drained += c.length;
    if (drained > 20 * 1024 * 1024) req.destroy();
  });
  req.resume();
  reject(error);
}

const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? '')).trim();

/** Missing required fields of a known form (a hosted service would check its own fields the same way). */
function validate(fields: Record<string, string | string[]>): void {
  const keys = Object.keys(fields).filter((k) => !k.startsWith('_') && k !== HONEYPOT);
  if (!keys.some((k) => text(fields[k]) !== '')) throw new FormError(400, 'The form is empty.');
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

function sendJson(res: http.ServerResponse, status: number, body: object) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(json);
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

export function createFormReceiver({
  dataDir,
  path: endpointPath = FORM_PATH,
  limits = defaultLimits,
  now = () => new Date(),
}: {
  dataDir: string;
  path?: string;
  limits?: FormReceiverLimits;
  now?: () => Date;
}): RequestHandler {
  const file = path.join(path.resolve(dataDir), SUBMISSIONS_FILE);

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== endpointPath && url.pathname !== `${endpointPath}/`) return false;

    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      sendJson(res, 405, { ok: false, error: 'Use POST.' });
      return true;
    }

    const wantsJson = /\bapplication\/json\b/i.test(String(req.headers.accept ?? ''));
    const referer = localPath(String(req.headers.referer ?? ''), String(req.headers.host ?? '')) ?? '/';
    let formId = '';

    try {
      const type = String(req.headers['content-type'] ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
        throw new FormError(415, 'Send the form as multipart/form-data.');

      const fields = await parseBody(req, limits);
      formId = text(fields[FORM_FIELD]);
      validate(fields);

      const record: SubmissionRecord = {
        receivedAt: now().toISOString(),
        form: formId || 'unknown',
        fields,
        ...([HONEYPOT, ...DECOYS].some((n) => text(fields[n]) !== '') ? { spam: true as const } : {}),
      };
      try {
        appendDurably(file, `${JSON.stringify(record)}\n`);
      } catch (err) {
        console.error('form receiver: could not store a submission', err);
        throw new FormError(500, 'The submission could not be stored.');
      }

      if (wantsJson) sendJson(res, 200, { ok: true });
      else redirect(res, localPath(text(fields[NEXT_FIELD])) ?? THANK_YOU_PATH);
    } catch (err) {
      const e = err instanceof FormError ? err : new FormError(500, 'Unexpected error.');
      if (!(err instanceof FormError)) console.error(err);
      if (wantsJson) {
        if (e.status === 413 || e.status === 400) res.setHeader('Connection', 'close');
        sendJson(res, e.status, { ok: false, error: e.message });
      } else {
        redirect(res, `${referer}${isFormId(formId) ? `#${formId}-not-sent` : ''}`);
      }
    }
    return true;
  };
}
