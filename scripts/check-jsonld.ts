// `npm run check:jsonld`: validates the JSON-LD of every built page (DIST_DIR, default dist) against the
// schema.org types we use and against what the page shows. Prints "page: problem", exits 1 on any error.
import path from 'node:path';
import { loadData } from '../src/content/load.ts';
import type { Business } from '../src/content/schemas/business.ts';
import { distDirFromEnv } from './checks/built-pages.ts';
import { checkJsonLd } from './checks/jsonld-check.ts';

const dist = distDirFromEnv();
const problems = checkJsonLd(dist, loadData<Business>('business'));
const errors = problems.filter((p) => p.severity === 'error');
for (const p of problems)
  (p.severity === 'error' ? console.error : console.warn)(
    `${p.page}: ${p.problem}${p.severity === 'warning' ? ' [warning]' : ''}`,
  );
const where = path.relative(process.cwd(), dist).startsWith('..') ? dist : path.relative(process.cwd(), dist) || '.';
if (errors.length) {
  console.error(`\nJSON-LD check failed: ${errors.length} problem${errors.length > 1 ? 's' : ''} in ${where}.`);
  process.exit(1);
}
console.log(`JSON-LD check passed: the structured data of every page in ${where} is valid and matches the page.`);
