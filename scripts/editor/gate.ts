// The writers' gate as a writer types: every finding `npm run check` gives from the source (the source checks, the
// built checks' source halves, and the translation warnings), for one file, with the editor's drafts in the site
// model (src/content/drafts.ts). The same functions as `npm run check`, so the same words.
import { currentSite } from '../../src/content/model.ts';
import type { Finding } from '../../src/content/findings.ts';
import { checkContext, runBuiltChecks, runSourceChecks } from '../checks/index.ts';
import { outlineMdx, type MdxOutline } from '../../src/content/mdx-source.ts';
import { dedupe } from '../checks/report.ts';
import { translationWarnings } from '../checks/translations.ts';

export interface EditorFinding extends Finding {
  /** A translation behind its English page: reported without failing the check. */
  warning?: boolean;
}

/** Each page's MDX outline by file, with the body it was made from: a draft re-reads one page, not all of them. */
const outlines = new Map<string, { body: string; outline: MdxOutline }>();

/** The translation warnings of a site model, once per model (a model is new whenever a file or a draft changes). */
const behind = new WeakMap<object, EditorFinding[]>();
function translationsBehind(site: ReturnType<typeof currentSite>): EditorFinding[] {
  let warnings = behind.get(site);
  if (!warnings) {
    warnings = dedupe(translationWarnings(site)).map((f) => ({ ...f, warning: true }));
    behind.set(site, warnings);
  }
  return warnings;
}

/** The source findings of the whole site as it is with the drafts, for the files asked about. */
export async function findingsFor(root: string, files: string[]): Promise<EditorFinding[]> {
  const site = currentSite(root);
  const now = new Map(
    site.files.map((p) => {
      const known = outlines.get(p.file);
      const outline = known?.body === p.body ? known.outline : outlineMdx(p.body, p.rel);
      outlines.set(p.file, { body: p.body, outline });
      return [p.rel, outline];
    }),
  );
  const wanted = new Set(files);
  const ctx = { ...(await checkContext(site, undefined, now)), wanted };
  const errors = dedupe([...(await runSourceChecks(ctx)), ...(await runBuiltChecks(ctx, undefined))]);
  const warnings = translationsBehind(site);
  return [...errors, ...warnings].filter((f) => wanted.has(f.file));
}
