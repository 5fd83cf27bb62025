// The editor's gate (scripts/editor/gate.ts): the findings of the files asked about, with the editor's drafts in the
// site model. On the real site: a page with nothing to report; a draft with a misspelling is reported for that file
// only, at its line, the words `npm run check` uses; asking again gives the same answer; the draft dropped, the
// finding goes.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findingsFor } from '../../scripts/editor/gate.ts';
import { currentSite } from '../../src/content/model.ts';
import { projectRoot } from '../../src/content/load.ts';
import { setDraft } from '../../src/content/drafts.ts';

const rel = 'pages/warranty.mdx';
const file = path.join(projectRoot, rel);
afterEach(() => setDraft(file, undefined));

const errors = (findings: Awaited<ReturnType<typeof findingsFor>>) => findings.filter((f) => !f.warning);

describe("the editor's gate", { timeout: 300_000 }, () => {
  it('reports a draft misspelling for its own file only, the same when asked again, and not once dropped', async () => {
    expect(errors(await findingsFor(projectRoot, [rel]))).toEqual([]);
    const page = currentSite(projectRoot).files.find((f) => f.rel === rel)!;
    const para = /\n\n([A-Z][a-z]+ [^\n<{]{20,})\n/.exec(page.body)![1]!;
    const draft = page.source.replace(para, `${para} Every foundatoin matters.`);
    setDraft(file, draft);
    const line = draft.slice(0, draft.indexOf('foundatoin')).split('\n').length;
    const found = errors(await findingsFor(projectRoot, [rel]));
    expect(found).toEqual([
      expect.objectContaining({
        file: rel,
        line,
        message: expect.stringContaining('"foundatoin" is not in the English (US) dictionary'),
      }),
    ]);
    expect(errors(await findingsFor(projectRoot, [rel]))).toEqual(found);
    expect(errors(await findingsFor(projectRoot, ['pages/faq.mdx']))).toEqual([]);
    for (const f of await findingsFor(projectRoot, ['pages/faq.mdx'])) expect(f.file).toBe('pages/faq.mdx');
    setDraft(file, undefined);
    expect(errors(await findingsFor(projectRoot, [rel]))).toEqual([]);
  });
});
