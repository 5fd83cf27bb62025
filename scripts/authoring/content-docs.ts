// Builds CONTENT.md: the hand-written guide for writers stays as it is, and the parts between
// `<!-- BEGIN GENERATED <name> -->` and `<!-- END GENERATED <name> -->` are rewritten from the code they
// describe (frontmatter schema, business facts, data-file schemas, MDX components). Formatted with Prettier
// and the project's settings, so `prettier --check` and `npm run docs:check` agree.
import path from 'node:path';
import * as prettier from 'prettier';
import { currentSite } from '../../src/content/model.ts';
import { frontmatterSchema } from '../../src/content/schemas/frontmatter.ts';
import { dataSchemas } from '../../src/content/schemas/index.ts';
import { componentMarkdown, readComponentDocs, type ComponentDoc } from './component-docs.ts';
import { describeFields, fieldTable, schemaDescription, topLevelShape } from './schema-docs.ts';
import { mdText } from './markdown-text.ts';
import { checks } from '../checks/index.ts';
import { buildMessages } from '../checks/build-site.ts';

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as dashes. */
export function headingAnchor(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A table of contents of the document's `##` headings (and the `###` under the two check sections). */
function tocSection(doc: string): string {
  const lines: string[] = [];
  let inFence = false;
  let parent = '';
  for (const line of doc.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const m = /^(##|###) (.+)$/.exec(line);
    if (!m) continue;
    const text = m[2]!;
    if (m[1] === '##') {
      parent = text;
      if (text !== 'Contents') lines.push(`- [${text}](#${headingAnchor(text.replace(/`/g, ''))})`);
    } else if (/^When a check fails|^Other CI steps/.test(parent))
      lines.push(`  - [${text}](#${headingAnchor(text.replace(/`/g, ''))})`);
  }
  return lines.join('\n');
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** "When a check fails": each check's messages and fixes, from the checks themselves (scripts/checks/). */
function checkMessagesSection(): string {
  const out: string[] = [
    '`npm run check` runs the checks below, in this order, over every page, builds the site, then runs the checks',
    'marked _built_ on the built pages. It prints every problem once, as `pages/<file>.mdx:<line>:<column> <message>`,',
    'and exits 1 if there is any. `npm run dev` and `npm run build` stop at the first page with a frontmatter, data,',
    'component, props or `{name}` mistake (the first two checks); only `npm run check` catches the rest: duplicate',
    'routes, titles and descriptions, broken internal links and links to redirected paths, external-link typos,',
    'figures typed in prose, missing images, heading order, HTML validity, JSON-LD and the facts shown on the page.',
    '',
    'A page with a mistake that stops a build (frontmatter, MDX syntax such as an unclosed `<img>`, an unknown',
    'component, an undefined `{name}`, an import of a file that is not there, a component that fails to render) is',
    "reported at its line and left out of the check's build; the rest of the site is built and every _built_ check",
    'runs on it. A page left out (or every page, when the rest of the build fails too) is still checked from its',
    'source: images, links and `#fragments` (against the ids its headings get), heading levels, phone numbers and',
    "figures in its text; a page that isn't valid MDX is read as plain Markdown for these. So one run lists every",
    'mistake, however many pages have one.',
    '',
    'Each mistake is reported once. A page left out still exists for the others: a project naming it as its service',
    'or town, a `related:` list naming it, a link to it are no mistakes of theirs. Its Spanish translation is left',
    'out with it, said in an indented line under its message (`because of this, pages/es/… is left out of the build',
    "too`), not as a problem of its own. A built page's problem is reported at the line of the MDX element it is",
    "about (the check's build marks each element with its line, and takes the marks out once it has checked).",
    '',
  ];
  const all = [
    ...checks,
    { name: 'build', title: 'The build itself (a page that fails to render)', stage: 'built', messages: buildMessages },
  ];
  for (const check of all) {
    out.push(
      `### ${check.title}`,
      '',
      `\`${check.name}\`, ${check.stage === 'built' ? '_built_: reads the built pages' : 'reads `pages/` and `content/`'}.`,
      '',
    );
    out.push('| Message | Fix |', '| --- | --- |');
    for (const m of check.messages) out.push(`| \`${cell(m.message)}\` | ${cell(m.fix)} |`);
    out.push('');
  }
  out.push('_Generated from the `messages` of each check in `scripts/checks/`._');
  return out.join('\n');
}

type SectionName = 'toc' | 'check-messages' | 'frontmatter' | 'facts' | 'data-files' | 'components';

export function frontmatterSection(): string {
  return [
    mdText(schemaDescription(frontmatterSchema)),
    '',
    fieldTable(describeFields(frontmatterSchema)),
    '',
    '_Generated from `src/content/schemas/frontmatter.ts`._',
  ].join('\n');
}

function factsSection(): string {
  // The facts the pages are checked and filled with (the site model's).
  const { facts } = currentSite().inputs;
  if (!facts) throw new Error('content/business.yaml has a mistake; `npm run check` names it');
  const names = Object.keys(facts);
  return [
    'These names work as `<Fact name="…" />` in page text and as `{@name}` in frontmatter text (title, description,',
    'summary, FAQ answers) and in the text props of `<PageHero>`:',
    '',
    names.map((n) => `\`${n}\``).join(', '),
    '',
    '_Generated from `src/content/facts.ts`._',
  ].join('\n');
}

function dataFilesSection(): string {
  const out: string[] = [];
  for (const [name, schema] of Object.entries(dataSchemas).sort(([a], [b]) => a.localeCompare(b))) {
    const description = schemaDescription(schema);
    out.push(`### \`content/${name}.yaml\``, '');
    if (description) out.push(mdText(description), '');
    out.push(`The file holds ${topLevelShape(schema)}.`, '', fieldTable(describeFields(schema)), '');
  }
  out.push('_Generated from the schemas in `src/content/schemas/`, registered in `src/content/schemas/index.ts`._');
  return out.join('\n');
}

function componentsSection(docs: ComponentDoc[]): string {
  return [
    `${docs.length} components, in alphabetical order. Each one is used in a page as \`<Name … />\` with no import.`,
    '',
    docs.map(componentMarkdown).join('\n\n'),
    '',
    '_Generated from the zod `props` schema each component in `src/components/mdx/` exports._',
  ].join('\n');
}

const begin = (name: string) =>
  `<!-- BEGIN GENERATED ${name}: \`npm run docs\` rewrites this part; edit the source it names -->`;
const end = (name: string) => `<!-- END GENERATED ${name} -->`;

/** Replaces each generated part of `doc`; a part whose markers are missing is an error naming them. */
export function fillGenerated(doc: string, sections: Record<string, string>): string {
  let out = doc;
  for (const [name, body] of Object.entries(sections)) {
    const pattern = new RegExp(`<!-- BEGIN GENERATED ${name}(?::[^>]*)? -->[\\s\\S]*?<!-- END GENERATED ${name} -->`);
    if (!pattern.test(out))
      throw new Error(`CONTENT.md has no generated part "${name}": add the two lines\n${begin(name)}\n${end(name)}`);
    out = out.replace(pattern, () => `${begin(name)}\n\n${body}\n\n${end(name)}`);
  }
  return out;
}

export interface ContentDoc {
  text: string;
  /** Components without a props schema, description or example (errors); props without a description (warnings). */
  errors: string[];
  warnings: string[];
}

export async function renderContentDoc(
  projectRoot: string,
  current: string,
  file = path.join(projectRoot, 'CONTENT.md'),
): Promise<ContentDoc> {
  const components = await readComponentDocs(projectRoot);
  const sections: Record<Exclude<SectionName, 'toc'>, string> = {
    'check-messages': checkMessagesSection(),
    frontmatter: frontmatterSection(),
    facts: factsSection(),
    'data-files': dataFilesSection(),
    components: componentsSection(components),
  };
  const body = fillGenerated(current, sections);
  const filled = fillGenerated(body, { toc: tocSection(body) });
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(filled, { ...options, filepath: file });
  const problems = components.flatMap((c) => c.problems);
  return {
    text,
    errors: problems.filter((p) => !p.includes(' prop `')),
    warnings: problems.filter((p) => p.includes(' prop `')),
  };
}
