// `npm run check:links`: fails when any internal link in pages/, content/ or the built HTML points outside the
// route table (derived from pages/). Run after a build to include dist/.
import fs from 'node:fs';
import path from 'node:path';
import { contentDir, listPageFiles, loadPages, projectRoot, relativeToRoot } from '../src/content/load.ts';
import { checkBuiltLinks, checkSourceLinks, formatBroken } from './checks/links.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const routes = new Set(loadPages().map((p) => p.route));
const sources = [
  ...listPageFiles(),
  ...fs
    .readdirSync(contentDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => path.join(contentDir, f)),
].map((file) => ({ where: relativeToRoot(file), text: fs.readFileSync(file, 'utf8') }));

const broken = checkSourceLinks(sources, routes, [path.join(projectRoot, 'public')]);
const hasDist = fs.existsSync(path.join(dist, 'index.html'));
if (hasDist) broken.push(...checkBuiltLinks(dist, routes));

if (broken.length) {
  console.error(
    `Link check failed: ${broken.length} broken internal link${broken.length > 1 ? 's' : ''}\n${formatBroken(broken)}`,
  );
  process.exit(1);
}
console.log(
  `Link check passed: ${sources.length} source files${hasDist ? ' and the built HTML' : ' (no build found, built HTML not checked)'}, ${routes.size} routes.`,
);
