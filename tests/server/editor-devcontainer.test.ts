// The codespace (no install for a writer): .devcontainer/devcontainer.json read as a dev-container host reads it (JSON
// with comments), and its start command run the way a codespace runs it, with CODESPACE_NAME and
// GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN set, on a throw-away copy of the site. The editor answers on the port the
// file forwards (and opens in the browser), under the forwarded host name (Host: <name>-<port>.<domain>), to its own
// pages' requests (Origin: the forwarded address, or localhost as Codespaces rewrites it), and refuses a foreign Host
// or Origin. The image is Node 20, the Node the site must keep working on (package.json's engines).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { runEditor, type RunningEditor } from '../support/editor.ts';

interface DevContainer {
  image: string;
  postCreateCommand: string;
  postAttachCommand: string;
  forwardPorts: number[];
  portsAttributes: Record<string, { label?: string; onAutoForward?: string }>;
}

const file = path.join(projectRoot, '.devcontainer/devcontainer.json');
// JSON with comments, read with the parser the dev-container tools use.
const errors: ParseError[] = [];
const config = parse(fs.readFileSync(file, 'utf8'), errors, { allowTrailingComma: true }) as DevContainer;
if (errors.length)
  throw new Error(`${file}: ${errors.map((e) => `${printParseErrorCode(e.error)} at ${e.offset}`).join(', ')}`);
const engines = (
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;

const CODESPACE = 'writer-laptop-x7q9';
const DOMAIN = 'app.github.dev';

/** A request to the editor with the headers a browser behind the codespace's port forwarding sends. */
function ask(
  port: number,
  {
    method = 'GET',
    url = '/api/site',
    headers = {},
    body,
  }: { method?: string; url?: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let copy: SiteCopy;
let editor: RunningEditor;
let port = 0;

beforeAll(async () => {
  copy = copySite('editor-codespace-');
  // As a codespace runs it: the command line of the file, in a shell, at the repository's root.
  editor = await runEditor('sh', ['-c', config.postAttachCommand], copy.root, {
    CODESPACES: 'true',
    CODESPACE_NAME: CODESPACE,
    GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN: DOMAIN,
  });
  const url = new URL(editor.url);
  expect(url.hostname).toBe('127.0.0.1');
  port = Number(url.port);
}, 120_000);

afterAll(async () => {
  await editor?.stop();
  copy?.remove();
});

describe('the codespace (.devcontainer/devcontainer.json)', () => {
  it("is Node 20 with npm ci done, and forwards the editor's port and opens it in the browser", () => {
    // The image's tag names its Node major: javascript-node:<image version>-<node major>-<debian>.
    const tag = config.image.slice(config.image.lastIndexOf(':') + 1);
    const major = /^(?:\d+-)?(\d+)(?:-|$)/.exec(tag)?.[1];
    expect(major).toBe('20');
    expect(engines).toMatch(new RegExp(`^>=${major}\\.`));
    expect(config.postCreateCommand).toMatch(/^npm ci\b/);
    // The port the start command's editor listens on is the one forwarded and opened.
    expect(config.forwardPorts).toContain(port);
    expect(config.portsAttributes[String(port)]?.onAutoForward).toBe('openBrowser');
  });

  it('answers on the forwarded host, to its own pages', async () => {
    const forwarded = `${CODESPACE}-${port}.${DOMAIN}`;
    const app = await ask(port, { url: '/', headers: { host: forwarded } });
    expect(app.status).toBe(200);
    expect(app.text).toContain('<div id="editor-root">');
    const site = await ask(port, { headers: { host: forwarded } });
    expect(site.status).toBe(200);
    expect((JSON.parse(site.text) as { pages: unknown[] }).pages.length).toBeGreaterThan(0);
    // A request of its own page: Origin the forwarded address, or localhost as Codespaces rewrites it.
    for (const origin of [`https://${forwarded}`, `http://localhost:${port}`]) {
      const posted = await ask(port, {
        method: 'POST',
        url: '/api/component-at',
        headers: { host: forwarded, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Text.', offset: 0 }),
      });
      expect(`${origin}: ${posted.status}`).toBe(`${origin}: 200`);
    }
  });

  it('refuses a foreign host, and a foreign origin on the forwarded host', async () => {
    const foreign = await ask(port, { headers: { host: `someone-else-${port}.${DOMAIN}` } });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain(`does not answer to the host "someone-else-${port}.${DOMAIN}"`);
    const posted = await ask(port, {
      method: 'POST',
      url: '/api/component-at',
      headers: {
        host: `${CODESPACE}-${port}.${DOMAIN}`,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ body: 'Text.', offset: 0 }),
    });
    expect(posted.status).toBe(403);
    expect(posted.text).toContain('requests from https://evil.example are refused');
  });
});
