// The editor's round trip over every page and data file of the site: opening and saving without an edit gives the same
// bytes, and changing one field (every scalar field, one at a time) changes only that field's lines, and the text reads
// back as the edited value.
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { currentSite } from '../../src/content/model.ts';
import { composePage, frontmatterValue, splitPage } from '../../scripts/editor/documents.ts';
import { editYaml, yamlValue } from '../../scripts/editor/yaml-edit.ts';
import { componentAt } from '../../scripts/editor/components.ts';
import { changedLineNumbers } from '../support/line-diff.ts';

const site = currentSite();

type Path = (string | number)[];

/** Every scalar leaf of a value, with its path. */
function leaves(value: unknown, at: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [{ path: at, value }];
}

function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

/** A different value of the same kind. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 7;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value} edited: "quoted", #hash`;
  return 'now a text';
}

/** The lines a node of the YAML text spans (0-based), from its first line to its last. */
function linesOf(doc: YAML.Document, text: string, path: Path): Set<number> {
  const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  const lineAt = (i: number) => text.slice(0, i).split('\n').length - 1;
  const [from, to] = node!.range!;
  const out = new Set<number>();
  for (let l = lineAt(from); l <= lineAt(Math.max(from, to - 1)); l++) out.add(l);
  return out;
}

function checkEveryLeaf(yamlText: string, label: string) {
  const value = yamlValue(yamlText);
  const doc = YAML.parseDocument(yamlText);
  expect(editYaml(yamlText, value), `${label}: unchanged`).toBe(yamlText);
  // Every field of a small file; an even sample of a large one (the interface words have thousands).
  const all = leaves(value);
  const step = Math.max(1, Math.ceil(all.length / 30));
  for (const leaf of all.filter((_, i) => i % step === 0)) {
    const next = withLeaf(value, leaf.path, changed(leaf.value));
    const edited = editYaml(yamlText, next);
    const where = `${label} ${leaf.path.join('.')}`;
    expect(yamlValue(edited), where).toEqual(next);
    const { removed } = changedLineNumbers(yamlText, edited);
    const own = linesOf(doc, yamlText, leaf.path);
    expect(
      removed.filter((l) => !own.has(l)),
      `${where}: lines outside the field changed`,
    ).toEqual([]);
  }
}

describe('editor round trip', () => {
  it(
    'saves every page unchanged as the same bytes, and each frontmatter field changes only its lines',
    { timeout: 120_000 },
    () => {
      expect(site.files.length).toBeGreaterThan(10);
      for (const page of site.files) {
        expect(
          composePage(page.source, { frontmatter: frontmatterValue(page.source), body: splitPage(page.source).body }),
        ).toBe(page.source);
        checkEveryLeaf(splitPage(page.source).matter, page.rel);
      }
    },
  );

  it(
    'saves every data file unchanged as the same bytes, and each field changes only its lines',
    { timeout: 120_000 },
    () => {
      expect(site.data.length).toBeGreaterThan(5);
      for (const data of site.data) checkEveryLeaf(data.source, data.rel);
    },
  );

  it('adds, removes and reorders list entries and optional fields in place', () => {
    const page = site.files.find((f) => (frontmatterValue(f.source) as { faq?: unknown[] }).faq?.length)!;
    const matter = splitPage(page.source).matter;
    const value = yamlValue(matter) as { faq: unknown[]; label?: string; keywords: string[] };
    const cases: unknown[] = [
      { ...value, faq: [...value.faq, { question: 'Is this a new question?', answer: 'Yes, it is.' }] },
      { ...value, faq: value.faq.slice(0, -1) },
      { ...value, keywords: [...value.keywords].reverse() },
      { ...value, label: 'A new label' },
      Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'keywords')),
    ];
    for (const next of cases) {
      const edited = editYaml(matter, next);
      expect(yamlValue(edited)).toEqual(next);
      // The lines before the first changed field are untouched.
      expect(edited.split('\n')[0]).toBe(matter.split('\n')[0]);
    }
  });
});

describe('a component in the text, opened in its props form again', () => {
  const body =
    '\n\nSome text.\n\n<PageHero\n  eyebrow="Cost guide"\n  title="What it costs"\n  columns={3}\n  items={[1, 2]}\n/>\n\n<Section tone="muted">\n\nText {price}\n\n</Section>\n\n<Stats data={facts.map((f) => f)} />\n';

  it("reads a component's literal props and the span of its tag, wherever the cursor is in it", () => {
    for (const at of [body.indexOf('<PageHero'), body.indexOf('title='), body.indexOf('/>') + 1]) {
      const found = componentAt(body, at)!;
      expect(found).toMatchObject({
        name: 'PageHero',
        props: { eyebrow: 'Cost guide', title: 'What it costs', columns: 3, items: [1, 2] },
        code: [],
        children: false,
      });
      expect(body.slice(found.from, found.to)).toBe(body.slice(body.indexOf('<PageHero'), body.indexOf('/>') + 2));
    }
  });

  it('gives the opening tag of a component with children, and names the props written as code', () => {
    const section = componentAt(body, body.indexOf('tone='))!;
    expect(body.slice(section.from, section.to)).toBe('<Section tone="muted">');
    expect(section.children).toBe(true);
    const stats = componentAt(body, body.indexOf('<Stats') + 3)!;
    expect(stats).toMatchObject({ name: 'Stats', props: {}, code: ['data'] });
    expect(componentAt(body, body.indexOf('Some text'))).toBeUndefined();
  });
});
