// Reads the MDX components (src/components/mdx/<Name>.tsx, `export function <Name>`) back as documentation:
// the JSDoc's purpose, its "Props:" notes and @example tags, and each prop's type, whether it is required and
// its default, with TypeScript's checker (so `keyof typeof pairs` reads as `"slab" | "pier"`). TypeScript 7 has
// no JavaScript compiler API yet; @ts-morph/common ships the TypeScript 6 one.
import fs from 'node:fs';
import path from 'node:path';
import { ts } from '@ts-morph/common';
import { mdText } from './markdown-text.ts';

export interface PropDoc {
  name: string;
  type: string;
  required: boolean;
  default?: string;
  description: string;
}

export interface ComponentDoc {
  name: string;
  /** Path relative to the project root. */
  file: string;
  /** The JSDoc's text without the "Props:" notes. */
  summary: string;
  props: PropDoc[];
  examples: string[];
  /** What is missing for writers: no JSDoc, no @example, an undocumented prop. */
  problems: string[];
}

interface JsDoc {
  text: string;
  tags: { name: string; text: string }[];
}

/** The /** … *\/ block right before a node, split into its text and its @tags (raw, so examples keep braces). */
function jsDocOf(node: ts.Node, source: ts.SourceFile): JsDoc | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const last = [...ranges].reverse().find((r) => source.text.startsWith('/**', r.pos));
  if (!last) return undefined;
  const lines = source.text
    .slice(last.pos + 3, last.end - 2)
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').trimEnd());
  const text: string[] = [];
  const tags: JsDoc['tags'] = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s?(.*)$/.exec(line.trim());
    if (tag) tags.push({ name: tag[1]!, text: tag[2]! });
    else if (tags.length) tags[tags.length - 1]!.text += `\n${line}`;
    else text.push(line);
  }
  return { text: text.join('\n').trim(), tags: tags.map((t) => ({ ...t, text: t.text.trim() })) };
}

/** "Props: `of` — service slug; `columns` — 2 or 3." -> { of: 'service slug', columns: '2 or 3' }. */
export function propNotes(propsText: string, names: string[]): Record<string, string> {
  const notes: Record<string, string> = {};
  const marks = [...propsText.matchAll(/`(\w+)`/g)].filter((m) => names.includes(m[1]!));
  // A prop named again inside another prop's note ("`label` replaces the text; `plain` renders…") starts a note
  // only the first time it appears.
  const starts = marks.filter((m, i) => marks.findIndex((n) => n[1] === m[1]) === i);
  starts.forEach((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.index : propsText.length;
    let note = propsText
      .slice(m.index + m[0].length, end)
      .replace(/\s+/g, ' ')
      .trim();
    note = note.replace(/^(?:[—–:-]\s*)/, '').replace(/[;,.]?\s*(?:and)?\s*$/, '');
    if (/^\(.*\)$/.test(note) && !note.slice(1, -1).includes(')')) note = note.slice(1, -1);
    notes[m[1]!] = note;
  });
  return notes;
}

function splitSummary(text: string): { summary: string; propsText: string } {
  const at = text.search(/(^|\s)Props:/);
  if (at < 0) return { summary: text, propsText: '' };
  return { summary: text.slice(0, at).trim(), propsText: text.slice(at).replace(/^\s*Props:/, '') };
}

function typeText(checker: ts.TypeChecker, type: ts.Type, where: ts.Node): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  const t = checker.getNonNullableType(type);
  // A union of literals (FactName, keyof typeof pairs) is written out, so writers see the values they can use.
  if (t.isUnion() && t.types.every((m) => m.isLiteral() || (m.flags & ts.TypeFlags.BooleanLiteral) !== 0)) {
    if (t.types.length === 2 && t.types.every((m) => m.flags & ts.TypeFlags.BooleanLiteral)) return 'boolean';
    return t.types.map((m) => checker.typeToString(m, where, flags)).join(' | ');
  }
  return checker.typeToString(t, where, flags | ts.TypeFormatFlags.InTypeAlias);
}

function componentFunction(
  source: ts.SourceFile,
  name: string,
): ts.FunctionDeclaration | ts.VariableStatement | undefined {
  for (const stmt of source.statements) {
    const exported = ts.getModifiers(stmt as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(stmt) && stmt.name?.text === name) return stmt;
    if (
      ts.isVariableStatement(stmt) &&
      stmt.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)
    )
      return stmt;
  }
  return undefined;
}

function firstParameter(node: ts.FunctionDeclaration | ts.VariableStatement): ts.ParameterDeclaration | undefined {
  if (ts.isFunctionDeclaration(node)) return node.parameters[0];
  const init = node.declarationList.declarations[0]?.initializer;
  return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init.parameters[0] : undefined;
}

function compilerOptions(projectRoot: string): ts.CompilerOptions {
  const configFile = path.join(projectRoot, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(read.config ?? {}, ts.sys, projectRoot);
  return { ...parsed.options, noEmit: true, skipLibCheck: true };
}

/** Documentation for every `<Name>.tsx` in `dir` that exports a function `<Name>`, sorted by name. */
export function readComponentDocs(dir: string, projectRoot: string): ComponentDoc[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^[A-Z]\w*\.tsx$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
  const declarations = fs.existsSync(path.join(projectRoot, 'src'))
    ? fs
        .readdirSync(path.join(projectRoot, 'src'))
        .filter((f) => f.endsWith('.d.ts'))
        .map((f) => path.join(projectRoot, 'src', f))
    : [];
  const program = ts.createProgram([...files, ...declarations], compilerOptions(projectRoot));
  const checker = program.getTypeChecker();
  return files.map((file) => {
    const name = path.basename(file, '.tsx');
    const rel = path.relative(projectRoot, file).replace(/\\/g, '/');
    const doc: ComponentDoc = { name, file: rel, summary: '', props: [], examples: [], problems: [] };
    const source = program.getSourceFile(file);
    const fn = source && componentFunction(source, name);
    if (!source || !fn) {
      doc.problems.push(`${rel}: no exported function ${name}`);
      return doc;
    }
    const jsDoc = jsDocOf(fn, source);
    if (!jsDoc?.text) doc.problems.push(`${rel}: <${name}> has no JSDoc comment (one-line purpose, props, @example)`);
    const { summary, propsText } = splitSummary(jsDoc?.text ?? '');
    doc.summary = summary.replace(/\s*\n\s*/g, ' ');
    doc.examples = (jsDoc?.tags ?? []).filter((t) => t.name === 'example').map((t) => t.text);
    if (jsDoc?.text && !doc.examples.length) doc.problems.push(`${rel}: <${name}> has no @example in its JSDoc`);

    const param = firstParameter(fn);
    if (param) {
      const defaults = new Map<string, string>();
      if (ts.isObjectBindingPattern(param.name))
        for (const el of param.name.elements) {
          const key = (el.propertyName ?? el.name).getText(source);
          if (el.initializer) defaults.set(key, el.initializer.getText(source));
        }
      const type = checker.getTypeAtLocation(param);
      const props = checker.getPropertiesOfType(type);
      const notes = propNotes(
        propsText,
        props.map((p) => p.name),
      );
      for (const prop of props) {
        const own = ts.displayPartsToString(prop.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
        const description = own || notes[prop.name] || '';
        const propType = checker.getTypeOfSymbolAtLocation(prop, param);
        const entry: PropDoc = {
          name: prop.name,
          type: prop.name === 'children' ? 'MDX content between the tags' : typeText(checker, propType, param),
          required: (prop.flags & ts.SymbolFlags.Optional) === 0,
          description,
        };
        const d = defaults.get(prop.name);
        if (d !== undefined) entry.default = d;
        doc.props.push(entry);
        if (!description && prop.name !== 'children')
          doc.problems.push(
            `${rel}: <${name}> prop \`${prop.name}\` is not described (JSDoc on the prop, or "Props: \`${prop.name}\` — …")`,
          );
      }
    }
    return doc;
  });
}

const cell = mdText;

export function componentMarkdown(doc: ComponentDoc): string {
  const out = [`### \`<${doc.name}>\``, '', mdText(doc.summary) || '_No description yet._', ''];
  if (doc.props.length) {
    out.push('| Prop | Type | Required | Default | What it does |', '| --- | --- | --- | --- | --- |');
    for (const p of doc.props)
      out.push(
        `| \`${p.name}\` | \`${p.type.replace(/\|/g, '\\|').replace(/\s+/g, ' ')}\` | ${p.required ? 'yes' : 'no'} | ${p.default ? `\`${p.default.replace(/\|/g, '\\|')}\`` : '—'} | ${cell(p.description) || '—'} |`,
      );
  } else out.push('No props.');
  out.push('');
  for (const example of doc.examples) out.push('```mdx', example, '```', '');
  out.push(`Source: \`${doc.file}\``);
  return out.join('\n');
}
