// A writer's ordinary edits never need a generated file updated, and a new page from `npm run new:page` keeps the tests
// green. In a throw-away copy: one more testimonial, FAQ question, neighbourhood, price, tag and author (each added at
// the end of its list, in English only), and a new area page made by `npm run new:page` (a town with no testimonial and
// no Spanish translation yet). The writers' gate passes (the Spanish text still to write is a warning), CONTENT.md
// needs no `npm run docs`, no file but the writer's changes, and the site tests about areas, testimonials, counts and
// the Spanish site pass on the copy's build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/model.ts';
import { SECTIONS } from '../../src/content/route-path.ts';
import { copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { buildEnv } from '../support/build-env.ts';

let copy: SiteCopy | undefined;
afterAll(() => copy?.remove());

/** A hash of every file of the copy a build or a check does not write (its sources, CONTENT.md, the tests…). */
function sources(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const skip = /^(dist|node_modules|\.tmp|\.data|\.vite-react-ssg-temp|test-results)(\/|$)/;
  for (const rel of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(root, rel);
    if (skip.test(rel) || !fs.statSync(file).isFile()) continue;
    out.set(rel, crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex'));
  }
  return out;
}

/** Appends `text` (YAML: the next items of the file's last list) at the end of a data file. */
function appendTo(c: SiteCopy, rel: string, text: string) {
  c.write(rel, c.read(rel).replace(/\n*$/, '\n') + text);
}

describe("a writer's ordinary edits and a new page", () => {
  it('keep the gate, CONTENT.md and the site tests green, with nothing generated to update', () => {
    copy = copySite('writer-edits-');
    const c = copy;
    const site = loadSite(c.root);
    appendTo(
      c,
      'content/testimonials.yaml',
      '- id: pearland-new-writer\n  rating: 5\n  text: >-\n    They leveled the house in two days and the doors close again. A clear quote, a clean site and no surprises.\n  author: Pat Q.\n  location: Southdown, Pearland\n',
    );
    appendTo(
      c,
      'content/tags.yaml',
      '- id: maintenance\n  label: Maintenance\n  description: What a homeowner can do each season to keep a foundation dry and level.\n',
    );
    appendTo(
      c,
      'content/authors.yaml',
      '- id: sam-ortiz\n  name: Sam Ortiz\n  role: Crew lead\n  bio: >-\n    Sam has led pier crews in Brazoria County for twelve years and writes about what he sees under the slabs.\n',
    );
    appendTo(
      c,
      'content/cost-guide.yaml',
      '  - service: Sealing a driveway joint\n    cost: $300-$600\n    scope: service\n    description: Cleaning and sealing the joint between a driveway and the slab so water stays out.\n',
    );
    // A neighbourhood at the end of the first area's list.
    const [area, data] = Object.entries(site.data.find((d) => d.name === 'areas')!.value as object)[0]! as [
      string,
      { neighborhoods: string[] },
    ];
    const last = data.neighborhoods.at(-1)!;
    c.edit(
      'content/areas.yaml',
      new RegExp(`(\\n${area}:[\\s\\S]*?\\n(\\s+)- ${last}\\n)`),
      `$1$2- Lakes of Savannah\n`,
    );
    // A question at the end of the FAQ page's list.
    const faq = site.pages.find((p) => (p.frontmatter.faq?.length ?? 0) > 1)!;
    const lastQuestion = faq.frontmatter.faq!.at(-1)!;
    const answerEnd = c.lineOf(faq.rel, lastQuestion.question.slice(0, 30));
    const lines = c.read(faq.rel).split('\n');
    let end = answerEnd;
    while (lines[end] !== undefined && /^\s{4,}\S/.test(lines[end]!)) end++;
    lines.splice(
      end,
      0,
      '  - question: Do you work on weekends?',
      '    answer: >-',
      '      Yes. Inspections can be booked on Saturdays, and a crew can finish a job over a weekend when that suits you.',
    );
    c.write(faq.rel, lines.join('\n'));
    const town = `${SECTIONS.areas}/rosharon-tx`;
    const made = tsxIn(c, [
      'scripts/new-page.ts',
      town,
      '--title',
      'Foundation Repair in Rosharon, TX',
      '--county',
      'Brazoria County',
    ]);
    expect(made.status, made.stderr).toBe(0);
    const edited = loadSite(c.root);
    expect(edited.problems).toEqual([]);
    expect(edited.pages.find((p) => p.rel === faq.rel)!.frontmatter.faq).toHaveLength(faq.frontmatter.faq!.length + 1);
    const before = sources(c.root);

    const gate = tsxIn(c, ['scripts/check.ts'], { GITHUB_ACTIONS: '' });
    const output = `${gate.stdout}\n${gate.stderr}`;
    expect(gate.status, output).toBe(0);
    // The Spanish text still to write: warnings, at the new page and at the language layers.
    expect(output).toMatch(/^pages\/service-areas\/rosharon-tx\.mdx:1:1 no Spanish translation yet: .*\(warning\)$/m);
    expect(output).toMatch(/^content\/areas\.es\.yaml:\d+:\d+ 1 text of content\/areas\.yaml not translated yet/m);
    expect(output).toMatch(
      /^content\/cost-guide\.es\.yaml:\d+:\d+ 2 texts of content\/cost-guide\.yaml not translated/m,
    );
    const docs = tsxIn(c, ['scripts/docs.ts', '--check']);
    expect(docs.status, `${docs.stdout}\n${docs.stderr}`).toBe(0);

    // The site tests that read areas, testimonials, counts and the Spanish lists, on the copy's build.
    const vitest = spawnSync(
      process.execPath,
      [
        c.file('node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'site',
        'tests/site/area-company-pages.test.ts',
        'tests/site/content-shown.test.ts',
        'tests/site/spec-counts.test.ts',
        'tests/site/spanish-site.test.ts',
      ],
      { cwd: c.root, encoding: 'utf8', env: buildEnv({ DIST_DIR: c.file('dist'), NODE_ENV: 'test', NO_COLOR: '1' }) },
    );
    const tests = `${vitest.stdout}\n${vitest.stderr}`;
    expect(vitest.status, tests).toBe(0);
    expect(tests).toMatch(/Test Files\s+4 passed/);
    // Nothing but the build's output changed: no generated file to update.
    const after = sources(c.root);
    expect([...after].filter(([rel, hash]) => before.get(rel) !== hash).map(([rel]) => rel)).toEqual([]);
    expect([...before.keys()].filter((rel) => !after.has(rel))).toEqual([]);
  }, 1_500_000);
});
