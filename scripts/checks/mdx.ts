// The MDX of each page: component names and props (against each component's `export const props` schema),
// `{expressions}` that read names the page never defines (the build plugin reports the same findings), and imports of
// modules that don't exist (which stop the whole build: the gate leaves the page out of its build instead).
import fs from 'node:fs';
import path from 'node:path';
import type { Finding } from '../../src/content/findings.ts';
import type { MdxOutline } from '../../src/content/mdx-source.ts';
import {
  componentFindings,
  componentMessages,
  expressionFindings,
  expressionMessages,
} from '../../src/content/mdx-checks.ts';
import type { Check } from './check.ts';

export const componentsCheck: Check = {
  name: 'components',
  title: "Component names and props in MDX (each prop against the component's schema)",
  stage: 'source',
  messages: componentMessages,
  run: ({ site, outlines, components }) =>
    site.files.flatMap((p) => componentFindings(p.rel, outlines.get(p.rel)!, components)),
};

export const expressionsCheck: Check = {
  name: 'expressions',
  title: 'MDX syntax and `{names}` in prose that the page does not define',
  stage: 'source',
  messages: expressionMessages,
  run: ({ site, outlines }) => site.files.flatMap((p) => expressionFindings(p.rel, outlines.get(p.rel)!)),
};

/** What the bundler tries after a path written without its extension, or naming a folder. */
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'];

/** True when the bundler can find `source` imported from `file` (absolute): a file, or an installed package. */
function resolvable(file: string, source: string, root: string): boolean {
  // (Virtual modules and URLs are the bundler's own to answer.)
  if (/^[\w-]{2,}:/.test(source)) return true;
  if (/^\.{0,2}\//.test(source)) {
    const target = source.startsWith('/') ? path.join(root, source) : path.resolve(path.dirname(file), source);
    const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();
    return EXTENSIONS.some((ext) => isFile(target + ext) || isFile(path.join(target, `index${ext}`)));
  }
  const name = source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (dir === path.dirname(dir)) return false;
  }
}

/** Each import of a page whose module doesn't exist, at the module's path. */
export function importFindings(rel: string, outline: MdxOutline, root: string): Finding[] {
  const file = path.join(root, rel);
  return outline.imports
    .filter((i) => !resolvable(file, i.source, root))
    .map((i) => ({
      file: rel,
      line: i.line,
      column: i.column,
      message: `import of "${i.source}": no such file or package, so the page cannot be built`,
    }));
}

export const importsCheck: Check = {
  name: 'imports',
  title: 'Imports in MDX of files or packages that do not exist',
  stage: 'source',
  messages: [
    {
      message: 'import of "../src/nope.ts": no such file or package, so the page cannot be built',
      fix: 'Correct the path (it is relative to the page file) or remove the import; components need no import in a page.',
    },
  ],
  run: ({ site, outlines }) => site.files.flatMap((p) => importFindings(p.rel, outlines.get(p.rel)!, site.root)),
};
