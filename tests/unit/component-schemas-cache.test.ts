// The component schemas are bundled once per set of the files they are made from and kept in the gate's result
// cache (scripts/build/component-schemas.ts): a second load with the same files imports the kept bundle, and a
// changed component gets a bundle of its own, so a prop added or removed changes what the gate says of a page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadComponentSchemas } from '../../scripts/build/component-schemas.ts';
import { componentFindings } from '../../src/content/mdx-checks.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { formatFinding } from '../../src/content/findings.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';

const copies: SiteCopy[] = [];
let cacheDir: string;
const before = process.env.CHECK_CACHE_DIR;

beforeAll(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-cache-'));
  process.env.CHECK_CACHE_DIR = cacheDir;
});
afterAll(() => {
  if (before === undefined) delete process.env.CHECK_CACHE_DIR;
  else process.env.CHECK_CACHE_DIR = before;
  fs.rmSync(cacheDir, { recursive: true, force: true });
  for (const c of copies) c.remove();
});

function copy(): SiteCopy {
  const c = copySite('schemas-copy-');
  copies.push(c);
  return c;
}

/** The kept bundles: each file's name and inode (a bundle made again is written again). */
const kept = () => {
  const dir = path.join(cacheDir, 'component-schemas');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => `${f}:${fs.statSync(path.join(dir, f)).ino}`) : [];
};

/** What the gate says of a page with this line, against the copy's schemas. */
async function verdict(site: SiteCopy, line: string): Promise<string[]> {
  const body = `\n${line}\n`;
  const found = componentFindings(
    'pages/planted.mdx',
    outlineMdx(body, 'pages/planted.mdx'),
    await loadComponentSchemas(site.root),
  );
  return found.map(formatFinding);
}

const framed = '<Photo src="porch-crack" alt="A wide crack across the porch slab" frame={true} />';
const captioned = '<Photo src="porch-crack" alt="A wide crack across the porch slab" caption="The porch" />';

describe('component schemas kept by their inputs', () => {
  it('are bundled once: a second copy with the same files imports the kept bundle', async () => {
    const first = copy();
    expect(await verdict(first, framed)).toEqual([
      expect.stringMatching(
        /^pages\/planted\.mdx:2:\d+ <Photo>: unknown prop "frame"; its props: src, alt, caption, priority$/,
      ),
    ]);
    const once = kept();
    expect(once).toHaveLength(1);
    const second = copy();
    expect(await verdict(second, framed)).toEqual(await verdict(first, framed));
    expect(kept()).toEqual(once);
  }, 120_000);

  it('picks up a prop added to a component, and one taken out', async () => {
    const added = copy();
    added.edit(
      'src/components/mdx/Photo.tsx',
      '    alt: altProp,\n',
      '    alt: altProp,\n    frame: z.boolean().optional(),\n',
    );
    expect(await verdict(added, framed)).toEqual([]);
    const removed = copy();
    removed.edit('src/components/mdx/Photo.tsx', /\n {4}caption: z\.string\(\)[^\n]*\n/, '\n');
    expect(await verdict(removed, captioned)).toEqual([
      expect.stringMatching(
        /^pages\/planted\.mdx:2:\d+ <Photo>: unknown prop "caption"; its props: src, alt, priority$/,
      ),
    ]);
    expect(kept()).toHaveLength(3);
  }, 120_000);
});
