// The order vitest starts test files in (vite.config.ts, `sequence.sequencer`): by group (`sequence.groupOrder`),
// then the longest first, whatever its project, so that when the site and journeys projects share two workers the
// run does not end with one long file on one core while the other core idles. A file's time is its last run's
// (vitest's own cache of results) when there is one. On a clean checkout, as in CI, there is none: a file is guessed
// at about a minute for each copy of the site it makes and each build, gate or script it runs in one (the job-photos
// journey's five before the writer-edits' four …), and a file that only reads the built site at seconds. vitest's own order (BaseSequencer) runs one project's files after the other's, and
// on a clean checkout keeps the files in the order they were found. (Every build of the site loads vite.config.ts,
// which imports this file: vitest's own modules are loaded only when a test run shards its files.)
import fs from 'node:fs';
import path from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** What a test file calls when it works on a copy of the site (tests/support/site-copy.ts, editor.ts, journey.ts). */
const MAKES_A_COPY = /\b(?:copySite|photoSite|startEditorCopy|editorJourney|tsxIn|buildIn)\(/g;

/** Guesses for a file with no time on record, in milliseconds: per copy, build or script run in one, or reading. */
const GUESS = { copy: 60_000, read: 1_000 };

/** A file's guessed time from its text, when vitest has none on record. */
export function guessedTime(text: string): number {
  const copies = text.match(MAKES_A_COPY)?.length ?? 0;
  return copies ? copies * GUESS.copy : GUESS.read;
}

export default class LongestFirst implements TestSequencer {
  private readonly ctx: Vitest;

  constructor(ctx: Vitest) {
    this.ctx = ctx;
  }

  /** `vitest --shard`: vitest's own split. */
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.ctx).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const time = new Map<TestSpecification, number>();
    for (const f of files) {
      const key = `${f.project.name}:${path.relative(this.ctx.config.root, f.moduleId)}`;
      const known = cache.getFileTestResults(key)?.duration;
      time.set(f, known ?? guessedTime(fs.readFileSync(f.moduleId, 'utf8')));
    }
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || time.get(b)! - time.get(a)!,
    );
  }
}
