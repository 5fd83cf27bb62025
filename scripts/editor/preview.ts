// The live preview: vite-react-ssg's development server — the site's own Vite config, content plugin, layout,
// components and data, as `npm run dev` runs it (scripts/build/dev-server.ts included) — with the editor's drafts
// loaded in place of the files on disk. It listens on a private port of 127.0.0.1; the editor's server hands it the
// requests under /__preview/ and the modules and assets those pages load, after its own Host/Origin checks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { dev } from 'vite-react-ssg/node';
import { devServerPlugin } from '../build/dev-server.ts';
import { setDraft } from '../../src/content/drafts.ts';

export interface Preview {
  /** Answers a request as the site's development server would (a page render, a module, an asset), with the drafts of
   * the browser session that asks (`session`, from the editor's cookie) and no other browser's. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void, session?: string): void;
  /** Sets (or, with undefined, drops) a browser session's unsaved text of a file under pages/ or content/: once
   * every request being answered is done, and before any request that comes after it. */
  draft(session: string, file: string, text: string | undefined): Promise<void>;
  /** Runs `work` (which reads the site model) with this session's drafts loaded, and no other session's. */
  as<T>(session: string, work: () => Promise<T>): Promise<T>;
  /** Tells the preview a file was just created (its watcher may notice only later). */
  added(file: string): Promise<void>;
  /** Loads a module of the site through Vite (for the illustration names the pickers offer). */
  load(rel: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** How long a change waits at most for the requests being answered (a render that never ends must not stop it). */
const LONGEST_REQUEST_MS = 60_000;

/**
 * Requests and changes take turns. A draft invalidates modules that a render running at that moment may be
 * fetching or evaluating: Vite's module runner can then finish that render, or the next one, with the old module
 * (or fail it), and the preview, reloaded once per draft, would keep showing the text before the change. So a
 * change waits until the requests being answered are done (even those the browser has given up on: the server
 * goes on rendering them), and requests that come meanwhile wait until the change is made.
 */
export function turns() {
  let answering = 0;
  const idle: (() => void)[] = [];
  let changing: Promise<void> = Promise.resolve();
  const done = () => {
    if (--answering === 0) for (const wake of idle.splice(0)) wake();
  };
  return {
    /** Runs `answer`, which calls `finished` once its response is written. */
    request(answer: (finished: () => void) => void) {
      void changing.then(() => {
        answering++;
        let over = false;
        const finished = () => {
          if (over) return;
          over = true;
          clearTimeout(limit);
          done();
        };
        const limit = setTimeout(finished, LONGEST_REQUEST_MS).unref();
        answer(finished);
      });
    },
    change(work: () => void): Promise<void> {
      const next = changing
        .then(() => (answering ? new Promise<void>((resolve) => idle.push(resolve)) : undefined))
        .then(work);
      changing = next.catch(() => undefined);
      return next;
    },
  };
}

/**
 * Drafts by browser session: each browser (its editor cookie) has its own unsaved texts, and one session's drafts at
 * a time are loaded (`apply` puts a file's text in place, undefined: the file on disk). A request of a session runs
 * once its drafts are loaded; a change of the loaded set waits its turn like a draft (turns() above), so a render
 * of one browser never sees another browser's draft.
 */
export function sessionDrafts(turn: ReturnType<typeof turns>, apply: (file: string, text: string | undefined) => void) {
  const bySession = new Map<string, Map<string, string>>();
  const loaded = new Map<string, string>();
  let active = '';
  const activate = (session: string) => {
    const wanted = bySession.get(session) ?? new Map<string, string>();
    for (const file of new Set([...loaded.keys(), ...wanted.keys()])) {
      const text = wanted.get(file);
      if (loaded.get(file) === text) continue;
      if (text === undefined) loaded.delete(file);
      else loaded.set(file, text);
      apply(file, text);
    }
    active = session;
  };
  /** Runs `answer` in a request turn with the session's drafts loaded (loading them first when another's are). */
  const request = (session: string, answer: (finished: () => void) => void) => {
    if (active !== session) void turn.change(() => activate(session));
    turn.request((finished) => {
      // Another session's change came between: wait for a turn with this session's drafts again.
      if (active !== session) {
        finished();
        request(session, answer);
      } else answer(finished);
    });
  };
  return {
    /** The text a module of the loaded session reads for `file` (undefined: the file on disk). */
    text: (file: string) => loaded.get(file),
    request,
    draft(session: string, file: string, text: string | undefined): Promise<void> {
      return turn.change(() => {
        const mine = bySession.get(session) ?? new Map<string, string>();
        if (text === undefined) mine.delete(file);
        else mine.set(file, text);
        bySession.set(session, mine);
        activate(session);
      });
    },
    as<T>(session: string, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) =>
        request(session, (finished) => work().then(resolve, reject).finally(finished)),
      );
    },
  };
}

export async function startPreview(root: string): Promise<Preview> {
  // Every element of a page carries its MDX line, for "click a block, go to its line" (source-lines.ts).
  process.env.SITE_SOURCE_LINES = '1';
  let found: (server: ViteDevServer) => void;
  const ready = new Promise<ViteDevServer>((resolve) => (found = resolve));
  const draftsPlugin: Plugin = {
    name: 'editor-drafts',
    enforce: 'pre',
    configureServer(server) {
      found(server);
    },
    load(id) {
      return sessions.text(id.split('?')[0]!) ?? null;
    },
    // Without hot reload there is nothing for Vite's client to connect to: the preview pages go without it.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" src="\/@vite\/client"><\/script>\s*/, ''),
    },
  };
  await dev(
    {},
    {
      root,
      logLevel: 'warn',
      plugins: [devServerPlugin(), draftsPlugin],
      // Its own cache of pre-bundled dependencies: sharing `npm run dev`'s, each would bundle them again at every
      // start that follows the other command's (seconds on a 2-core machine).
      cacheDir: path.join(root, 'node_modules/.vite-editor'),
      // No hot reload: the editor reloads the preview itself after each draft.
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
    },
  );
  const server = await ready;
  if (!server.httpServer?.listening)
    await new Promise<void>((resolve) => server.httpServer!.once('listening', () => resolve()));
  const turn = turns();
  const sessions = sessionDrafts(turn, setText);
  return {
    handle: (req, res, next, session) => {
      const answer = (finished: () => void) => {
        // Done when the response is written (by a render, a module, an asset or the editor's "not found"). A page
        // render goes on after the browser gave up on it, until it writes its answer; a module or an asset stops
        // when its connection closes (a file piped to a closed connection is never ended).
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        res.end = ((...args: unknown[]) => {
          finished();
          return end(...args);
        }) as ServerResponse['end'];
        if (!(req.headers.accept ?? '').includes('text/html')) res.once('close', finished);
        server.middlewares(req, res, next);
      };
      // The pre-bundled libraries hold no draft: any session's turn serves them.
      if (session === undefined || /^\/(node_modules\/|@vite\/)/.test(req.url ?? '')) turn.request(answer);
      else sessions.request(session, answer);
    },
    draft: (session, file, text) => sessions.draft(session, path.resolve(file), text),
    as: (session, work) => sessions.as(session, work),
    added: (file) =>
      turn.change(() => {
        const abs = path.resolve(file);
        // A new page changes the route table and the pages' glob: every module is evaluated again for the next
        // render (the watcher's own event for the file may come later, or be the one the content plugin handled).
        for (const env of Object.values(server.environments)) env.moduleGraph.invalidateAll();
        server.watcher.emit('add', abs);
        server.watcher.emit('all', 'add', abs);
      }),
    load: (rel) =>
      new Promise((resolve, reject) =>
        turn.request((finished) =>
          (server.ssrLoadModule(path.join(root, rel)) as Promise<Record<string, unknown>>)
            .then(resolve, reject)
            .finally(finished),
        ),
      ),
    close: () => server.close(),
  };

  function setText(abs: string, text: string | undefined) {
    setDraft(abs, text);
    // The file's modules and every module importing them, up to the page render, are evaluated again.
    for (const env of Object.values(server.environments)) {
      const seen = new Set<EnvironmentModuleNode>();
      const invalidate = (mod: EnvironmentModuleNode) => {
        if (seen.has(mod)) return;
        seen.add(mod);
        env.moduleGraph.invalidateModule(mod);
        for (const importer of mod.importers) invalidate(importer);
      };
      for (const mod of env.moduleGraph.getModulesByFile(abs) ?? []) invalidate(mod);
    }
    // The content plugin reads the model and the route table again, as after a save (content-plugin.ts).
    server.watcher.emit('all', 'change', abs);
  }
}
