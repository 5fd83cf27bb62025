// The editor's HTTP server (`npm run edit`): the browser app, its JSON API and the live preview, on one address,
// after the Host/Origin checks of security.ts. Files are read and written under pages/, content/ and public/ only;
// drafts go to the preview and the gate through the site model's draft overlay (src/content/drafts.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { currentSite } from '../../src/content/model.ts';
import { formatFinding } from '../../src/content/findings.ts';
import {
  createPage,
  kindOf,
  NewPageError,
  PAGE_OPTION_LISTS,
  PAGE_OPTIONS,
  pageDefaults,
  routeProblem,
} from '../authoring/scaffold-page.ts';
import { createTranslation } from '../authoring/translations.ts';
import { translationStatuses } from '../../src/content/translations.ts';
import { allowedHosts, editablePath, PathError, refusal } from './security.ts';
import { conflicts, ConflictError, versionOf, writeAtomic, type FileChange } from './files.ts';
import { composePage, frontmatterValue, splitPage } from './documents.ts';
import { editYaml, EditError, yamlValue } from './yaml-edit.ts';
import { formSchema, pageFacts, pickers, REFERENCE_FIELDS, siteListing } from './site-info.ts';
import { baseBranch, commitAndOpenPullRequest, GitError, saveTarget } from './git.ts';
import type { Preview } from './preview.ts';
import { componentAt, menuComponents } from './components.ts';
import { pagesShowing } from './data-pages.ts';
import { appBundler } from './app-bundle.ts';
import { plainSchema } from './help-text.ts';
import { photoToSave, receivePhoto, UploadError } from './photo-upload.ts';

export interface EditorOptions {
  root: string;
  host: string;
  port: number;
  allowedHosts?: string[];
  env?: Record<string, string | undefined>;
}

/** A mistake in a request: answered with its status and the sentence. */
class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY = 4 * 1024 * 1024;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
    throw new RequestError(415, 'expected a JSON body (content-type: application/json)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new RequestError(413, 'the request is too large');
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // below
  }
  throw new RequestError(400, 'the request body is not a JSON object');
}

function send(res: ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

const APP_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Site editor</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/__editor/app.css" />
    <link rel="stylesheet" href="/__editor/editor.css" />
  </head>
  <body>
    <div id="editor-root"></div>
    <script type="module" src="/__editor/app.js"></script>
  </body>
</html>
`;

/** Paths the site's development server answers for the preview: the modules and assets its pages load. */
const PREVIEW_ASSETS =
  /^\/(@vite\/|@id\/|@fs\/|@react-refresh|node_modules\/|src\/|pages\/|content\/|favicon|fonts\/|og\/|images\/|__x00__)/;

const SESSION_COOKIE = 'editor-session';
const newSession = () => crypto.randomBytes(16).toString('hex');

/** The browser's session id from its Cookie header (a well-formed one only), or undefined. */
function sessionOf(header: string | undefined): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([0-9a-f]{32})(?:;|$)`).exec(header ?? '');
  return m?.[1];
}

export interface RunningEditor {
  url: string;
  server: http.Server;
  /** Settles once the preview (the site's development server) has started: requests wait for it until then. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The preview once it has started: each call waits for it (a request for a page or a module, a draft…). */
function waitingFor(starting: Promise<Preview>): Preview {
  let started: Preview | undefined;
  void starting.then((p) => (started = p)).catch(() => undefined);
  return {
    handle: (req, res, next, session) =>
      void starting.then(
        (p) => p.handle(req, res, next, session),
        () => {
          res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('the preview did not start\n');
        },
      ),
    draft: (session, file, text) => starting.then((p) => p.draft(session, file, text)),
    // Before the preview has started no browser has a draft (drafts go to it): the site as it is on disk.
    as: (session, work) => (started ? started.as(session, work) : work()),
    added: (file) => starting.then((p) => p.added(file)),
    load: (rel) => starting.then((p) => p.load(rel)),
    close: () => starting.then((p) => p.close()),
  };
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const { root } = options;
  const env = options.env ?? process.env;
  // The address answers at once: the preview (Vite, seconds to start) and the gate's modules load meanwhile, and
  // each request waits only for what it needs (`npm run bench:editor` times the start).
  // The site model first (the page list needs it, and Vite's start would make it wait): then the preview.
  const starting = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => void currentSite(root))
    .then(() => import('./preview.ts'))
    .then(({ startPreview }) => startPreview(root));
  const preview = waitingFor(starting);
  let gateModule: Promise<typeof import('./gate.ts')> | undefined;
  const gate = () => (gateModule ??= import('./gate.ts'));
  const bundle = appBundler(root);
  void bundle.get().catch(() => undefined);
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  const allowed = allowedHosts(options.host, port, options.allowedHosts, env);
  // Every save makes its branch from the branch the clone is on now (git.ts).
  const base = baseBranch(root);
  let illustrations: string[] | undefined;
  const illustrationNames = async () =>
    (illustrations ??= ((await preview.load('src/components/illustrations.ts')).illustrationNames as string[]) ?? []);
  // One check run at a time: the gate reads the whole site with the drafts.
  let checking: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const run = checking.then(work, work);
    checking = run.catch(() => undefined);
    return run;
  };

  const created = async (rel: string, notes: string[]) => {
    const file = editablePath(root, rel);
    await preview.added(file);
    return { path: rel, text: fs.readFileSync(file, 'utf8'), version: versionOf(file), notes };
  };

  const api: Record<string, (req: IncomingMessage, url: URL, session: string) => Promise<unknown>> = {
    'GET /api/site': async (_req, _url, session) => preview.as(session, async () => siteListing(currentSite(root))),
    'GET /api/file': async (_req, url, session) => {
      const rel = url.searchParams.get('path') ?? '';
      const file = editablePath(root, rel);
      if (!fs.existsSync(file)) throw new RequestError(404, `${rel}: no such file`);
      const text = fs.readFileSync(file, 'utf8');
      const kind = rel.startsWith('pages/') ? 'page' : rel.startsWith('content/') ? 'data' : 'other';
      const parts = kind === 'page' ? splitPage(text) : undefined;
      const { site, route, facts } = await preview.as(session, async () => {
        const site = currentSite(root);
        const route = site.files.find((f) => f.rel === rel)?.route;
        return { site, route, facts: kind === 'page' && route ? pageFacts(root, route) : undefined };
      });
      return {
        path: rel,
        kind,
        text,
        version: versionOf(file),
        value: kind === 'page' ? frontmatterValue(text) : kind === 'data' ? yamlValue(text) : undefined,
        body: parts?.body,
        headLines: parts?.headLines ?? 0,
        route,
        // An English page's Spanish page, when it has one: "Translate this page" is offered only where there is none.
        spanish: route ? translationStatuses(site).find((t) => t.english === route)?.spanish?.rel : undefined,
        schema: kind === 'other' ? undefined : plainSchema(formSchema(site, rel)),
        previews: kind === 'data' ? pagesShowing(site, rel) : undefined,
        siteUrl: site.business?.siteUrl,
        facts,
        ...pickers(site, await illustrationNames(), REFERENCE_FIELDS),
      };
    },
    'POST /api/draft': async (req, _url, session) => {
      const body = await readJson(req);
      const rel = String(body.path ?? '');
      const file = editablePath(root, rel);
      const base = typeof body.base === 'string' ? body.base : undefined;
      if (base === undefined) throw new RequestError(400, 'expected "base": the text the draft was opened from');
      let text: string;
      try {
        text = rel.startsWith('pages/')
          ? composePage(base, {
              frontmatter: body.value,
              body: typeof body.body === 'string' ? body.body : undefined,
            })
          : body.value === undefined
            ? base
            : editYaml(base, body.value);
      } catch (err) {
        if (err instanceof EditError) throw new RequestError(422, err.message);
        throw err;
      }
      const onDisk = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      await preview.draft(session, file, text === onDisk ? undefined : text);
      return { text, headLines: rel.startsWith('pages/') ? splitPage(text).headLines : 0, changed: text !== base };
    },
    // The gate's findings for a file as it is with the drafts (asked right after a draft, beside the preview).
    'GET /api/findings': async (_req, url, session) => {
      const rel = url.searchParams.get('path') ?? '';
      editablePath(root, rel);
      return queued(async () => {
        // A data file's findings, and its language layer's (a figure changed in English can break the Spanish file).
        const layer = rel.replace(/^(content\/[^/.]+)\.yaml$/, '$1.es.yaml');
        const { findingsFor } = await gate();
        const findings = await preview.as(session, () =>
          findingsFor(root, layer !== rel && fs.existsSync(path.join(root, layer)) ? [rel, layer] : [rel]),
        );
        return { findings: findings.map((f) => ({ ...f, text: formatFinding(f) })) };
      });
    },
    'POST /api/discard': async (req, _url, session) => {
      const body = await readJson(req);
      await preview.draft(session, editablePath(root, body.path), undefined);
      return { ok: true };
    },
    'GET /api/components': async () => menuComponents(root),
    'POST /api/component-at': async (req) => {
      const body = await readJson(req);
      if (typeof body.body !== 'string' || typeof body.offset !== 'number')
        throw new RequestError(400, 'expected "body" (the page body) and "offset" (the cursor)');
      return { component: componentAt(body.body, body.offset) ?? null };
    },
    // The options `npm run new:page` takes for the kind of page a route makes (scaffold-page.ts's PAGE_OPTIONS), as
    // a form: their schema, the pickers' lists and the values a page is given when an option is left out.
    'GET /api/new-page': async (_req, url) => {
      const route = url.searchParams.get('route') ?? '';
      const problem = routeProblem(route);
      if (problem) throw new RequestError(422, problem);
      const kind = kindOf(route);
      try {
        return {
          kind,
          schema: z.toJSONSchema(PAGE_OPTIONS[kind], { io: 'input' }),
          ...pickers(currentSite(root), await illustrationNames(), PAGE_OPTION_LISTS[kind] ?? {}),
          defaults: pageDefaults(route, path.join(root, 'pages')),
        };
      } catch (err) {
        if (err instanceof NewPageError) throw new RequestError(422, err.message);
        throw err;
      }
    },
    // New pages are written at once, as `npm run new:page` writes them; the save commits them with the rest.
    'POST /api/new-page': async (req) => {
      const body = await readJson(req);
      const route = String(body.route ?? '');
      const options = PAGE_OPTIONS[kindOf(route)].safeParse(body.options ?? {});
      if (!options.success)
        throw new RequestError(422, `the page's options: ${z.prettifyError(options.error).replace(/\n/g, ' ')}`);
      try {
        const made = createPage({
          ...options.data,
          pagesDir: path.join(root, 'pages'),
          route,
          title: String(body.title ?? ''),
        });
        return created(path.relative(root, made.file).replace(/\\/g, '/'), made.notes);
      } catch (err) {
        if (err instanceof NewPageError) throw new RequestError(422, err.message);
        throw err;
      }
    },
    'POST /api/translate': async (req) => {
      const body = await readJson(req);
      let made: { file: string };
      try {
        made = createTranslation(String(body.route ?? ''), undefined, root);
      } catch (err) {
        throw new RequestError(422, (err as Error).message);
      }
      return created(made.file, []);
    },
    // What Save will do, for its button's words (never the token).
    'GET /api/save-target': async () => ({ pullRequest: saveTarget(root, env as NodeJS.ProcessEnv).pullRequest, base }),
    // A photo from the writer's computer or phone: the file is the body, its name in ?name= (photo-upload.ts).
    'POST /api/photo': async (req, url) => {
      if (!/^(image\/|application\/octet-stream\b)/.test(req.headers['content-type'] ?? '')) {
        req.resume();
        throw new RequestError(415, 'expected the picture as the body (content-type: image/…)');
      }
      try {
        const added = await receivePhoto(root, req, url.searchParams.get('name') ?? '');
        await preview.added(path.join(root, added.rel));
        return { name: added.name, path: added.rel, width: added.width, height: added.height, bytes: added.bytes };
      } catch (err) {
        if (err instanceof UploadError) throw new RequestError(err.status, err.message);
        throw err;
      }
    },
    'POST /api/save': async (req, _url, session) => {
      const body = await readJson(req);
      const all = Array.isArray(body.files) ? (body.files as Record<string, unknown>[]) : [];
      if (!all.length) throw new RequestError(400, 'nothing to save');
      // Photos the editor brought in are on disk already: committed as they are.
      const photos = all
        .filter((f) => f.photo === true)
        .map((f) => {
          if (!photoToSave(root, editablePath(root, f.path)))
            throw new RequestError(400, `${String(f.path)}: not a photo brought in with the editor`);
          return String(f.path);
        });
      const list = all.filter((f) => f.photo !== true);
      const changes: FileChange[] = list.map((f) => ({
        rel: String(f.path),
        file: editablePath(root, f.path),
        text: typeof f.text === 'string' ? f.text : '',
        version: typeof f.version === 'string' ? f.version : null,
      }));
      const clash = conflicts(changes);
      if (clash.length) throw new ConflictError(clash.join('\n'));
      for (const c of changes) writeAtomic(c.file, c.text);
      for (const c of changes) await preview.draft(session, c.file, undefined);
      const result = await commitAndOpenPullRequest(
        root,
        base,
        [...changes.map((c) => c.rel), ...photos],
        String(body.message ?? ''),
        env as NodeJS.ProcessEnv,
      );
      return { ...result, versions: Object.fromEntries(changes.map((c) => [c.rel, versionOf(c.file)])) };
    },
  };

  /** The app's scripts, source maps and stylesheets: the bundle (app-bundle.ts), editor.css and MDXEditor's. */
  const serveApp = async (name: string, res: ServerResponse) => {
    const type = { js: 'text/javascript', css: 'text/css', map: 'application/json' }[name.replace(/^.*\./, '')];
    let body: string | undefined;
    try {
      if (name === 'editor.css') body = fs.readFileSync(path.join(root, 'scripts/editor/app/editor.css'), 'utf8');
      else if (name === 'rich.css')
        body = fs.readFileSync(path.join(root, 'node_modules/@mdxeditor/editor/dist/style.css'), 'utf8');
      else if (/^[\w.-]+$/.test(name)) body = (await bundle.get()).files[name] ?? (name === 'app.css' ? '' : undefined);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`the editor's app could not be built: ${(err as Error).message}\n`);
      return;
    }
    if (body === undefined || !type) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
      return;
    }
    res.writeHead(200, {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(body);
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const refused = refusal({ host: req.headers.host, origin: req.headers.origin }, allowed);
    if (refused) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`${refused}\n`);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://editor.invalid');
    // Each browser's drafts are its own (preview.ts): the app's page gives a browser its session cookie.
    const cookie = sessionOf(req.headers.cookie);
    const session = cookie ?? '';
    const handler = api[`${req.method} ${url.pathname}`];
    if (handler) {
      handler(req, url, session).then(
        (value) => send(res, 200, value),
        (err: Error) => {
          if (err instanceof RequestError) return send(res, err.status, { error: err.message });
          if (err instanceof PathError) return send(res, 403, { error: err.message });
          if (err instanceof ConflictError) return send(res, 409, { error: err.message });
          if (err instanceof GitError) return send(res, 422, { error: err.message });
          console.error(err);
          send(res, 500, { error: `the editor failed: ${err.message}` });
        },
      );
      return;
    }
    if (url.pathname.startsWith('/api/'))
      return send(res, 404, { error: `no such request: ${req.method} ${url.pathname}` });
    if (url.pathname === '/' || url.pathname === '/index.html') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(cookie ? {} : { 'set-cookie': `${SESSION_COOKIE}=${newSession()}; Path=/; HttpOnly; SameSite=Strict` }),
      });
      res.end(APP_HTML);
      return;
    }
    if (url.pathname.startsWith('/__editor/')) return void serveApp(url.pathname.slice('/__editor/'.length), res);
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
    };
    if (url.pathname === '/__preview' || url.pathname.startsWith('/__preview/')) {
      req.url = (url.pathname.slice('/__preview'.length) || '/') + url.search;
      return preview.handle(req, res, notFound, session);
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && PREVIEW_ASSETS.test(url.pathname))
      return preview.handle(req, res, notFound, session);
    notFound();
  });

  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`,
    server,
    // The gate's modules load once the preview has started, ahead of the first check.
    ready: starting.then(() => void gate().catch(() => undefined)),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await preview.close();
    },
  };
}
