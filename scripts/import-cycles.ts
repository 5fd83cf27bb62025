// `npm run lint` (last step): fails when any import cycle exists among the project's TypeScript files (src/,
// scripts/, tests/, vite.config.ts), or when a file imports across a room's rule (ROOM_RULES below). Every import
// counts: static, `import type`, `export … from` and dynamic `import()` (a cycle through a call-time import is still
// a cycle). Prints each cycle as a chain of files, and each crossing as the importing file and what it imports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ts } from '@ts-morph/common';

// IMPORT_CHECK_ROOT checks another tree (the rule's own test plants one).
const root = process.env.IMPORT_CHECK_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = ['src', 'scripts', 'tests'];

function sourceFiles(): string[] {
  const out: string[] = [path.join(root, 'vite.config.ts')];
  for (const dir of dirs)
    for (const rel of fs.existsSync(path.join(root, dir))
      ? fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      : [])
      if (/\.tsx?$/.test(rel) && !rel.endsWith('.d.ts')) out.push(path.join(root, dir, rel));
  return out.filter((f) => fs.existsSync(f)).sort();
}

/** Module specifiers of every import, re-export and dynamic import() in `file`. */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The project file a specifier names (relative, or "/…" from the project root as Vite reads it), or null. */
function resolve(from: string, spec: string, known: Set<string>): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('/')) return null;
  const base = spec.startsWith('/') ? path.join(root, spec) : path.resolve(path.dirname(from), spec);
  const clean = base.replace(/\?.*$/, '');
  for (const c of [clean, `${clean}.ts`, `${clean}.tsx`, path.join(clean, 'index.ts'), path.join(clean, 'index.tsx')])
    if (known.has(c)) return c;
  return null;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || graph.get(v)?.includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) connect(v);
  return found;
}

/** One concrete loop through a component, for the message: a → b → … → a. */
function loopIn(scc: string[], graph: Map<string, string[]>): string[] {
  const inside = new Set(scc);
  const start = scc[0]!;
  const prev = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const chain = [v];
        while (chain[0] !== start) chain.unshift(prev.get(chain[0]!)!);
        return [...chain, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return scc;
}

/** Which room may not import which (src/README.md and scripts/README.md say why). Folders end with "/". */
const ROOM_RULES: { from: string; to: string; why: string }[] = [
  { from: 'src/', to: 'scripts/', why: 'what ends up in a page never imports the tools around it' },
  {
    from: 'src/components/',
    to: 'src/layout/',
    why: 'components read the page through src/page/; the layout uses them',
  },
  { from: 'src/page/', to: 'src/layout/', why: "the page's context is below the layout" },
  { from: 'src/page/', to: 'src/components/', why: "the page's context is below the components" },
  { from: 'scripts/build/', to: 'scripts/server/', why: 'the build never needs the server' },
];

const files = sourceFiles();
const known = new Set(files);
const graph = new Map<string, string[]>();
for (const f of files) graph.set(f, [...new Set(specifiers(f).flatMap((s) => resolve(f, s, known) ?? []))]);
const found = cycles(graph);
const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
for (const scc of found) console.error(`import cycle: ${loopIn(scc, graph).map(rel).join(' → ')}`);
const crossings = [...graph].flatMap(([f, deps]) =>
  deps.flatMap((d) =>
    ROOM_RULES.filter((r) => rel(f).startsWith(r.from) && rel(d).startsWith(r.to)).map(
      (r) => `${rel(f)} imports ${rel(d)}: ${r.from} may not import ${r.to} (${r.why})`,
    ),
  ),
);
for (const c of crossings) console.error(`room rule: ${c}`);
console.log(
  found.length
    ? `${found.length} import cycle(s) among ${files.length} files.`
    : `No import cycles among ${files.length} files.`,
);
if (crossings.length) console.log(`${crossings.length} import(s) across a room's rule.`);
process.exitCode = found.length || crossings.length ? 1 : 0;
