// One append-only JSON-lines file that never loses or corrupts an acknowledged record:
//  - `append` resolves only after the line is written and fdatasync'ed; appends that arrive while a flush is under
//    way are written and synced together in the next one (group commit), so a burst costs one sync per batch and
//    the event loop never blocks on the disk.
//  - A torn tail (a last line without its newline, left by a crash or a full disk) is found at open and before
//    every batch, moved to `<file>.damaged` with a warning, and cut off, so it is never glued to the next record.
//  - A failed write (ENOSPC, EFBIG, EIO…) cuts the file back to its last whole line and rejects that batch.
// `io` is the seam tests use to inject write failures.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

export interface LogIo {
  write(handle: fsp.FileHandle, data: Buffer, position: number): Promise<number>;
  sync(handle: fsp.FileHandle): Promise<void>;
}

export const realIo: LogIo = {
  write: async (h, data, position) => (await h.write(data, 0, data.length, position)).bytesWritten,
  sync: (h) => h.datasync(),
};

export type Warn = (message: string) => void;

/** Cuts a torn last line off `file` (moving it to `<file>.damaged`); returns the size of the whole lines. */
export function repairTail(file: string, warn: Warn): number {
  if (!fs.existsSync(file)) return 0;
  const fd = fs.openSync(file, 'r+');
  try {
    const size = fs.fstatSync(fd).size;
    if (size === 0) return 0;
    // Walk back from the end to the last newline.
    const chunk = Buffer.alloc(64 * 1024);
    let end = size;
    let keep = 0;
    search: while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      const n = fs.readSync(fd, chunk, 0, end - start, start);
      for (let i = n - 1; i >= 0; i--)
        if (chunk[i] === 0x0a) {
          keep = start + i + 1;
          break search;
        }
      end = start;
    }
    if (keep === size) return size;
    const torn = Buffer.alloc(size - keep);
    fs.readSync(fd, torn, 0, torn.length, keep);
    fs.appendFileSync(`${file}.damaged`, Buffer.concat([torn, Buffer.from('\n')]), { mode: 0o600 });
    fs.ftruncateSync(fd, keep);
    fs.fsyncSync(fd);
    warn(
      `${path.basename(file)}: an incomplete last record (${torn.length} bytes) was moved to ${path.basename(file)}.damaged`,
    );
    return keep;
  } finally {
    fs.closeSync(fd);
  }
}

export interface ReadResult<T> {
  records: T[];
  /** Lines that are not valid JSON objects (1-based line numbers); skipped, never thrown. */
  bad: { line: number; text: string }[];
}

export function readLog<T>(file: string): ReadResult<T> {
  const out: ReadResult<T> = { records: [], bad: [] };
  if (!fs.existsSync(file)) return out;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((text, i) => {
    if (text === '') return;
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) out.records.push(value as T);
      else out.bad.push({ line: i + 1, text: text.slice(0, 200) });
    } catch {
      out.bad.push({ line: i + 1, text: text.slice(0, 200) });
    }
  });
  return out;
}

export class StoreFullError extends Error {}

interface Pending {
  data: Buffer;
  resolve: () => void;
  reject: (e: Error) => void;
}

export class AppendLog {
  private queue: Pending[] = [];
  private flushing = false;
  private handle: fsp.FileHandle | null = null;

  private constructor(
    readonly file: string,
    private size: number,
    private readonly io: LogIo,
    private readonly warn: Warn,
  ) {}

  static async open(file: string, { io = realIo, warn = console.warn }: { io?: LogIo; warn?: Warn } = {}) {
    const size = repairTail(file, warn);
    const log = new AppendLog(file, size, io, warn);
    log.handle = await fsp.open(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    if (size === 0) await syncDir(path.dirname(file));
    return log;
  }

  /** Bytes of whole records in the file. */
  get bytes(): number {
    return this.size;
  }

  append(line: string): Promise<void> {
    const data = Buffer.from(line.endsWith('\n') ? line : `${line}\n`);
    return new Promise((resolve, reject) => {
      this.queue.push({ data, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0);
      try {
        await this.writeBatch(Buffer.concat(batch.map((p) => p.data)));
        for (const p of batch) p.resolve();
      } catch (err) {
        for (const p of batch) p.reject(err as Error);
      }
    }
    this.flushing = false;
  }

  private async writeBatch(data: Buffer): Promise<void> {
    const h = this.handle;
    if (!h) throw new Error(`${this.file} is closed`);
    // Before each append: the file must end where our last whole record ended. Our own writes are whole lines
    // and a failed one is cut back, so another size is the sign of a torn tail (a write from elsewhere, or a cut
    // that failed). One fstat per batch; no read, since every extra disk call delays the batch's answer.
    const { size } = await h.stat();
    if (size !== this.size) {
      this.size = repairTail(this.file, this.warn);
      if ((await h.stat()).size !== this.size) await h.truncate(this.size);
    }
    let written = 0;
    try {
      while (written < data.length) {
        const n = await this.io.write(h, data.subarray(written), this.size + written);
        if (n <= 0) throw Object.assign(new Error('no bytes written'), { code: 'ENOSPC' });
        written += n;
      }
      await this.io.sync(h);
    } catch (err) {
      // Cut back to the last acknowledged record so nothing half-written stays behind.
      try {
        await h.truncate(this.size);
        await h.datasync();
      } catch {
        // the tail check before the next batch (or the next start) repairs it
      }
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOSPC' || code === 'EFBIG' || code === 'EDQUOT')
        throw new StoreFullError(`${path.basename(this.file)}: the disk is full (${code})`);
      throw err;
    }
    this.size += data.length;
  }

  async close(): Promise<void> {
    while (this.flushing) await new Promise((r) => setTimeout(r, 5));
    await this.handle?.close();
    this.handle = null;
  }
}

async function syncDir(dir: string): Promise<void> {
  try {
    const d = await fsp.open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // not possible on every platform; best effort
  }
}
