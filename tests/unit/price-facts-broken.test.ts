// A mistake in the cost guide is one finding at its line in content/cost-guide.yaml; the FAQ answers that quote its
// prices by name say they wait for that file, instead of failing the whole check with a stack trace or calling the
// names unknown. The row and the names are content/'s own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite, siteData } from '../../src/content/model.ts';

const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'price-facts-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
for (const dir of ['pages', 'content']) fs.cpSync(path.resolve(dir), path.join(root, dir), { recursive: true });

describe('a cost guide with a mistake', () => {
  it('is found at its line, and the pages quoting its prices say to fix that file first', () => {
    const row = siteData('cost-guide').items.find((i) => i.name)!;
    const file = path.join(root, 'content/cost-guide.yaml');
    const yaml = fs.readFileSync(file, 'utf8');
    const typed = `cost: ${row.cost}`;
    expect(yaml).toContain(typed);
    fs.writeFileSync(file, yaml.replace(typed, `cost: ''`));

    const site = loadSite(root);
    const own = site.problems.filter((p) => p.file === 'content/cost-guide.yaml');
    expect(own).toHaveLength(1);
    expect(own[0]!.line).toBe(yaml.slice(0, yaml.indexOf(typed)).split('\n').length);
    const quoting = site.problems.filter((p) => p.file !== 'content/cost-guide.yaml');
    expect(quoting.length).toBeGreaterThan(0);
    for (const p of quoting)
      expect(p.message, `${p.file}:${p.line}`).toMatch(
        /\{@\w+\} can't be filled while content\/cost-guide\.yaml has a mistake; fix that file first/,
      );
    // Each one names a price of the cost guide (the first the text quotes), never a business fact.
    const guide = siteData('cost-guide');
    const names = new Set([
      ...guide.items.flatMap((i) => (i.name ? [i.name] : [])),
      ...guide.totals.map((t) => t.name),
    ]);
    for (const p of quoting) expect(names.has(/\{@(\w+)\}/.exec(p.message)![1]!), p.message).toBe(true);
  });
});
