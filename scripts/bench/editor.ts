// `npm run bench:editor`: how quickly the writers' editor starts (its promise: the page list within 10 s of
// `npm run edit`, the first preview within 20 s), measured in one run beside `npm run dev`'s start on the same
// machine. Each command is started in this clone on a free port, timed from the moment it is started:
// - `npm run dev`: its address printed, then its first page (the home page) rendered;
// - `npm run edit`: its address printed, the page list shown in Chromium, the first preview (a page opened in the
//   editor, its preview showing the page).
// Prints the figures and the editor's time over the development server's. Chromium is started before the timing.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { launchBrowser } from '../browser/launch.ts';

const root = process.cwd();
const seconds = (since: number) => (Date.now() - since) / 1000;

/** Starts `npm run <script> -- --port 0` and resolves with its process and the address it prints. */
function start(script: string): Promise<{ child: ChildProcess; url: string; log: () => string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', '--port', '0'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', BROWSER: 'none' },
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const seen = (d: Buffer) => {
      log += String(d);
      const url = /(http:\/\/(?:127\.0\.0\.1|localhost):\d+\/)/.exec(log)?.[1];
      if (url) resolve({ child, url, log: () => log });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) =>
      reject(new Error(`npm run ${script} exited (${code}) before printing its address:\n${log}`)),
    );
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

async function devServer() {
  const started = Date.now();
  const { child, url } = await start('dev');
  const listening = seconds(started);
  try {
    for (;;) {
      const r = await fetch(url, { headers: { accept: 'text/html' } }).catch(() => undefined);
      if (r?.ok && (await r.text()).includes('<main')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { listening, firstPage: seconds(started) };
  } finally {
    await stop(child);
  }
}

async function editor() {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const started = Date.now();
  const { child, url } = await start('edit');
  const listening = seconds(started);
  // BENCH_VERBOSE=1: when each of the editor's responses came, to see where the time goes.
  if (process.env.BENCH_VERBOSE)
    page.on('requestfinished', (r) => {
      if (!r.url().includes('/node_modules/')) console.log(`${f(seconds(started))} ${r.url().replace(url, '/')}`);
    });
  try {
    await page.goto(url);
    await page.waitForSelector('table.pages tbody tr', { timeout: 120_000 });
    const pageList = seconds(started);
    await page.goto(`${url}#/edit/${encodeURIComponent('pages/index.mdx')}`);
    await page.waitForFunction(
      () => [...document.querySelectorAll('iframe')].some((f) => f.contentDocument?.querySelector('main h1')),
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    return { listening, pageList, firstPreview: seconds(started) };
  } finally {
    await page.close();
    await browser.close();
    await stop(child);
  }
}

const f = (s: number) => `${s.toFixed(1)} s`;
const dev = await devServer();
const edit = await editor();
console.log(`On ${os.cpus().length} cores, Node ${process.version}:`);
console.log(`npm run dev:  address printed ${f(dev.listening)}, first page rendered ${f(dev.firstPage)}`);
console.log(
  `npm run edit: address printed ${f(edit.listening)}, page list shown ${f(edit.pageList)}, first preview ${f(edit.firstPreview)}`,
);
console.log(
  `Editor over dev server: page list ${(edit.pageList / dev.firstPage).toFixed(2)}×, first preview ${(edit.firstPreview / dev.firstPage).toFixed(2)}× the development server's first page`,
);
const late = [
  edit.pageList > 10 && 'the page list took over 10 s',
  edit.firstPreview > 20 && 'the first preview over 20 s',
];
if (late.some(Boolean)) {
  console.log(`Slower than the editor promises: ${late.filter(Boolean).join(', ')}.`);
  process.exitCode = 1;
}
