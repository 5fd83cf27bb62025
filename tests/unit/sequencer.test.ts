// The order vitest starts test files in (tests/support/sequencer.ts): by group, then the longest first, by the
// file's time on record, else, on a clean checkout as in CI, by a guess from what the file does: a minute for each
// copy of the site it makes and each build, gate or script it runs in one, seconds for a file that reads the built
// site. On this project's own files: the journey that runs five of them comes before one that runs two.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import LongestFirst, { guessedTime } from '../support/sequencer.ts';
import { projectRoot } from '../../src/content/load.ts';

const read = (rel: string) => fs.readFileSync(path.join(projectRoot, rel), 'utf8');

/** A file of a project, as vitest hands it to the sequencer. */
const spec = (rel: string, project: string, groupOrder: number) =>
  ({
    moduleId: path.join(projectRoot, rel),
    project: { name: project, config: { sequence: { groupOrder } } },
  }) as unknown as TestSpecification;

/** The sequencer with vitest's cache of results holding `known` (project:file → ms). */
const sequencer = (known: Record<string, number>) =>
  new LongestFirst({
    config: { root: projectRoot },
    cache: { getFileTestResults: (key: string) => (key in known ? { duration: known[key] } : undefined) },
  } as unknown as Vitest);

describe('the order of test files', () => {
  it('guesses a minute per copy, build or script run in one, and seconds for reading the built site', () => {
    expect(guessedTime('const c = copySite();\nbuildIn(c);\ntsxIn(c, ["scripts/check.ts"]);')).toBe(180_000);
    expect(guessedTime("const doc = parseHtml(fs.readFileSync('dist/index.html'));")).toBe(1_000);
    expect(guessedTime(read('tests/journeys/job-photos.test.ts'))).toBeGreaterThan(
      guessedTime(read('tests/journeys/new-town.test.ts')),
    );
  });

  it('starts the longest first within a group, by the time on record when there is one, and groups in order', async () => {
    const files = [
      spec('tests/site/counts.test.ts', 'site', 1),
      spec('tests/browser/shell.test.ts', 'browser', 2),
      spec('tests/journeys/new-town.test.ts', 'journeys', 1),
      spec('tests/journeys/job-photos.test.ts', 'journeys', 1),
      spec('tests/unit/plural.test.ts', 'unit', 0),
    ];
    const order = async (known: Record<string, number>) =>
      (await sequencer(known).sort(files)).map((f) => path.relative(projectRoot, f.moduleId));
    expect(await order({})).toEqual([
      'tests/unit/plural.test.ts',
      'tests/journeys/job-photos.test.ts',
      'tests/journeys/new-town.test.ts',
      'tests/site/counts.test.ts',
      'tests/browser/shell.test.ts',
    ]);
    // A time on record wins over the guess.
    expect((await order({ 'site:tests/site/counts.test.ts': 900_000 })).slice(1, 3)).toEqual([
      'tests/site/counts.test.ts',
      'tests/journeys/job-photos.test.ts',
    ]);
  });
});
