// `npm run docs`: rewrites the generated parts of CONTENT.md (frontmatter fields, business facts, data files,
// MDX components) from the code they describe, keeping the hand-written parts.
// `npm run docs:check`: fails when CONTENT.md is not what `npm run docs` would write, or a component lacks its
// props schema, description or example.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/content/load.ts';
import { renderContentDoc } from './authoring/content-docs.ts';

const check = process.argv.includes('--check');
const file = path.join(projectRoot, 'CONTENT.md');
if (!fs.existsSync(file)) {
  console.error('CONTENT.md is missing: restore it from git; `npm run docs` only rewrites its generated parts.');
  process.exit(1);
}
const current = fs.readFileSync(file, 'utf8');
let doc;
try {
  doc = await renderContentDoc(projectRoot, current, file);
} catch (err) {
  console.error(`docs: ${(err as Error).message}`);
  process.exit(1);
}
for (const w of doc.warnings) console.warn(`warning: ${w}`);
for (const e of doc.errors) console.error(`error: ${e}`);

if (check) {
  if (doc.text !== current) {
    const a = current.split('\n');
    const b = doc.text.split('\n');
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    console.error(
      `CONTENT.md is out of date (first difference at line ${i + 1}):\n  now:      ${a[i] ?? '(end of file)'}\n  expected: ${b[i] ?? '(end of file)'}\n` +
        'Run `npm run docs` and commit CONTENT.md.',
    );
    process.exit(1);
  }
  if (doc.errors.length) process.exit(1);
  console.log('CONTENT.md is up to date.');
} else {
  if (doc.text !== current) fs.writeFileSync(file, doc.text);
  console.log(doc.text !== current ? 'CONTENT.md updated.' : 'CONTENT.md was already up to date.');
  if (doc.errors.length) process.exit(1);
}
