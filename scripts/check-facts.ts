// `npm run check:facts`: fails when a built page (DIST_DIR, default dist) shows a phone number, email address,
// street address, rating, review count or founding year that differs from content/business.yaml, or links to
// another number or address with tel: or mailto:. Facts belong in business.yaml, shown with <Phone />,
// <Fact name="…" /> or {@name} placeholders, never typed by hand.
import path from 'node:path';
import { loadData } from '../src/content/load.ts';
import type { Business } from '../src/content/schemas/business.ts';
import { distDirFromEnv } from './checks/built-pages.ts';
import { checkFacts, formatFactProblem } from './checks/facts-check.ts';

const dist = distDirFromEnv();
const problems = checkFacts(dist, loadData<Business>('business'));
const where = path.relative(process.cwd(), dist).startsWith('..') ? dist : path.relative(process.cwd(), dist) || '.';
if (problems.length) {
  for (const p of problems) console.error(formatFactProblem(p));
  console.error(
    `\nFacts check failed: ${problems.length} hand-typed fact${problems.length > 1 ? 's' : ''} in ${where} disagree with content/business.yaml. ` +
      'Show facts with <Phone />, <Email />, <Address />, <Fact name="…" /> or {@name} placeholders instead of typing them.',
  );
  process.exit(1);
}
console.log(
  `Facts check passed: every phone number, email, address, rating, review count and founding year in ${where} matches content/business.yaml.`,
);
