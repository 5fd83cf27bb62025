// `npm run check:html`: html-validate on every built page (DIST_DIR, default dist) with .htmlvalidate.json.
// Prints file:line:column: rule: message (and where in the page), exits 1 on any error.
import path from 'node:path';
import { distDirFromEnv } from './checks/built-pages.ts';
import { formatHtmlProblem, validateBuiltHtml } from './checks/html-validity.ts';

const dist = distDirFromEnv();
const where = path.relative(process.cwd(), dist).startsWith('..') ? dist : path.relative(process.cwd(), dist) || '.';
const problems = await validateBuiltHtml(dist);
const errors = problems.filter((p) => p.severity === 'error');
for (const p of problems) (p.severity === 'error' ? console.error : console.warn)(formatHtmlProblem(p));
if (errors.length) {
  const rules = [...new Set(errors.map((p) => p.rule))].sort();
  console.error(
    `\nHTML check failed: ${errors.length} error${errors.length > 1 ? 's' : ''} in ${where} ` +
      `(rules: ${rules.join(', ')}). Each rule is explained at https://html-validate.org/rules/<rule>.html`,
  );
  process.exit(1);
}
console.log(`HTML check passed: every page in ${where} is valid HTML.`);
