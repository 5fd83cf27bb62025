// Reads a form post (multipart/form-data or urlencoded) with hard caps that hold on every request, also after
// an earlier error: body bytes, field count, field value bytes and field name length. Files are refused.
// Field names are never used as keys of a plain object: values are collected in a Map and returned in an
// object without a prototype, so `__proto__` or `constructor` are ordinary names.
import type http from 'node:http';
import busboy from 'busboy';
import type { Fields } from './lead-store.ts';

export interface BodyLimits {
  /** Whole request body, bytes. */
  bodyBytes: number;
  /** One field's value, bytes. */
  fieldBytes: number;
  fields: number;
  /** One field's name, bytes. */
  fieldNameBytes: number;
}

export const defaultBodyLimits: BodyLimits = {
  bodyBytes: 512 * 1024,
  fieldBytes: 100 * 1024,
  fields: 50,
  fieldNameBytes: 64,
};

export class FormError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/**
 * After a rejected body, reads on (so the client can read the answer) but never more than the body cap in
 * total; past it the connection is closed.
 */
function discardRest(req: http.IncomingMessage, received: number, cap: number) {
  let seen = received;
  req.on('data', (c: Buffer) => {
    seen += c.length;
    if (seen > cap) req.destroy();
  });
  req.resume();
}

export function parseBody(req: http.IncomingMessage, limits: BodyLimits): Promise<Fields> {
  return new Promise((resolve, reject) => {
    let received = 0;
    let settled = false;
    const fail = (e: FormError) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      discardRest(req, received, limits.bodyBytes * 2);
      reject(e);
    };

    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limits.bodyBytes) return fail(new FormError(413, 'The form data is too large.'));

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        defCharset: 'utf8',
        limits: {
          fieldSize: limits.fieldBytes,
          fields: limits.fields,
          parts: limits.fields,
          files: 0,
          fieldNameSize: limits.fieldNameBytes,
        },
      });
    } catch {
      return fail(new FormError(400, 'The form data could not be read.'));
    }

    const values = new Map<string, string[]>();
    bb.on('field', (name, value, info) => {
      // busboy caps names of urlencoded fields only; multipart names are checked here.
      if (info.nameTruncated || Buffer.byteLength(name) > limits.fieldNameBytes)
        return fail(new FormError(413, 'A field name is too long.'));
      if (info.valueTruncated) return fail(new FormError(413, `The field "${name}" is too long.`));
      // Form encoding sends every line break as CRLF; store the text as it was typed.
      const list = values.get(name) ?? [];
      list.push(value.replace(/\r\n?/g, '\n'));
      values.set(name, list);
    });
    bb.on('file', (_name, stream) => {
      stream.resume();
      fail(new FormError(400, 'File uploads are not accepted.'));
    });
    bb.on('filesLimit', () => fail(new FormError(400, 'File uploads are not accepted.')));
    bb.on('fieldsLimit', () => fail(new FormError(413, 'The form has too many fields.')));
    bb.on('partsLimit', () => fail(new FormError(413, 'The form has too many fields.')));
    bb.on('error', () => fail(new FormError(400, 'The form data could not be read.')));
    bb.on('close', () => {
      if (settled) return;
      settled = true;
      const fields = Object.create(null) as Fields;
      for (const [name, list] of values) fields[name] = list.length === 1 ? list[0]! : list;
      resolve(fields);
    });

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bodyBytes) fail(new FormError(413, 'The form data is too large.'));
    });
    req.on('error', () => fail(new FormError(400, 'The request was interrupted.')));
    req.on('aborted', () => fail(new FormError(400, 'The request was interrupted.')));
    req.pipe(bb);
  });
}
