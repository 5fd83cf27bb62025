// `npm start` / `npm run serve`: serves the built site on localhost like the static host does, with the
// embedded form receiver at /api/forms. Submissions are appended to <FORM_DATA_DIR>/submissions.jsonl
// (default: .data/ in the project root, git-ignored) and survive restarts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './server/site-server.ts';
import { SUBMISSIONS_FILE } from './server/form-receiver.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dir = path.resolve(process.env.DIST_DIR ?? path.join(projectRoot, 'dist'));
const dataDir = path.resolve(process.env.FORM_DATA_DIR ?? path.join(projectRoot, '.data'));

const server = createSiteServer({ dir, dataDir });
server.listen(port, host, () => {
  console.log(
    `Site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/  (serving ${path.relative(process.cwd(), dir) || '.'})`,
  );
  console.log(`Form submissions: ${path.join(dataDir, SUBMISSIONS_FILE)}`);
});
