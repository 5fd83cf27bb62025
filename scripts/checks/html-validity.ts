// HTML validity of every built page with html-validate, configured by .htmlvalidate.json at the project root.
// html-validate 10 (the last for Node 20) carries one patch, scripts/build/patches/html-validate+10.9.0.patch: the
// linear getElementsByTagName of html-validate 11 (which needs Node 22), where 10 concatenated arrays at every level
// of the tree, a sixth of the time of a page's validation. Applied by `npm ci`; on upgrading to 11, delete the patch.
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import { checkCacheDir, packageVersion, resultCache, resultKey } from './result-cache.ts';
import { normaliseHtml } from '../review/compare.ts';
import { routeFromHtmlFile } from '../../src/content/route-path.ts';
import { listBuiltPages, parseDocument } from './built-pages.ts';
import { SOURCE_LINE_ATTRIBUTE } from '../build/source-lines.ts';
import { fileOfRoute, type Check } from './check.ts';

export interface HtmlProblem {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  /** CSS selector of the element, since built pages are minified onto a few long lines. */
  selector: string | null;
  severity: 'error' | 'warning';
}

/**
 * Why .htmlvalidate.json departs from html-validate:recommended (JSON has no comments, so the reasons live here;
 * a unit test checks every rule the file changes is explained).
 */
export const configReasons: Record<string, string> = {
  'no-trailing-whitespace':
    'off: the build leaves indentation behind where it moves or removes tags in the template; generated, harmless',
  'valid-id': "relaxed: React's useId() makes ids like _R_1j9_, valid in HTML (any id without spaces)",
  // The pages are React's renderToString output as written (no second serialisation through a DOM, which cost
  // ~30 ms a page: docs/GENERATOR-NOTES.md, 9). These five rules are about how markup is spelled, not what it
  // means: the browser reads each spelling identically. They are set to the spelling of React and of the template.
  'attr-case':
    'off: React writes a few attributes in camelCase (popoverTarget, dateTime); HTML attribute names are case-insensitive',
  'attribute-boolean-style': 'style "empty": React writes boolean attributes as hidden=""',
  'attribute-empty-style': 'style "empty": React writes attributes that may be empty as name=""',
  'doctype-style':
    'style "lowercase": the template (src/index.html) is written as Prettier spells it, and the generator no longer re-serialises it through a DOM',
  'void-style':
    'off: the head is spelled by the generator (<meta>), the body by React (<img/>); both are valid HTML void elements',
  'no-inline-style':
    "allows --photo-placeholder besides the default display: a job photo's ThumbHash placeholder is one value per photo, so it is the <img>'s own custom property (src/components/photos.tsx), which src/styles.css paints; any other inline style is still an error",
  'tel-non-breaking':
    "links with Tailwind's whitespace-nowrap, or a short class that carries it (btn, nav-link: src/styles.css), already keep the number on one line, which is what the rule asks for",
};

export const defaultConfigFile = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../.htmlvalidate.json',
);

/**
 * The configuration resolved once for every page: html-validate's own static loader resolves it again for each page
 * it validates (about 6 ms a page, its element metadata merged anew each time).
 */
class ResolvedOnce extends StaticConfigLoader {
  private resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;
  override getConfigFor(handle: string, override?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (override) return super.getConfigFor(handle, override);
    return (this.resolved ??= super.getConfigFor(handle));
  }
}

const htmlValidateVersion = packageVersion('html-validate');

type Message = Omit<HtmlProblem, 'file'>;

export async function validateBuiltHtml(
  distDir: string,
  configFile = defaultConfigFile,
  cacheDir = checkCacheDir(),
): Promise<HtmlProblem[]> {
  const configText = fs.readFileSync(configFile, 'utf8');
  const config = JSON.parse(configText) as ConfigData;
  const validator = new HtmlValidate(new ResolvedOnce({ ...config, root: true }));
  // A page is validated again only when its HTML, the configuration or html-validate changed.
  const kept = resultCache<Message[]>('html-validate', cacheDir);
  const problems: HtmlProblem[] = [];
  for (const page of listBuiltPages(distDir)) {
    // The page as the review compares two builds (normaliseHtml): any change to the site's code or pages renames
    // the entry script every page names, and a URL's hash never makes HTML valid or invalid. Vite's hashes are all
    // of one length, so a kept result's lines and columns are this page's too.
    const key = resultKey(htmlValidateVersion, configText, normaliseHtml(page.html));
    let messages = kept.get(key);
    if (!messages) {
      const report = await validator.validateString(page.html, page.file);
      messages = report.results.flatMap((result) =>
        result.messages.map((m) => ({
          line: m.line,
          column: m.column,
          rule: m.ruleId,
          message: m.message,
          selector: m.selector,
          severity: m.severity === 2 ? ('error' as const) : ('warning' as const),
        })),
      );
      kept.set(key, messages);
    }
    for (const m of messages) problems.push({ file: page.file, ...m });
  }
  return problems;
}

/**
 * Where in the page's MDX the element a problem is about was written: the line a check build marks on it, or on
 * the nearest element around it that the MDX wrote (scripts/build/source-lines.ts), at its tag on that line.
 * Undefined for an element of the layout or a component's own markup with no such element around it.
 */
export function sourcePlace(
  html: string,
  selector: string | null,
  source: string,
): { line: number; column: number } | undefined {
  if (!selector) return undefined;
  let el: Element | null;
  try {
    el = parseDocument(html).querySelector(selector);
  } catch {
    return undefined;
  }
  while (el && !el.hasAttribute(SOURCE_LINE_ATTRIBUTE)) el = el.parentElement;
  const line = Number(el?.getAttribute(SOURCE_LINE_ATTRIBUTE));
  const text = source.split('\n')[line - 1];
  if (!el || text === undefined) return undefined;
  const tag = text.indexOf(`<${el.tagName.toLowerCase()}`);
  return { line, column: tag >= 0 ? tag + 1 : text.search(/\S|$/) + 1 };
}

export const htmlValidityCheck: Check = {
  name: 'html',
  title: 'HTML validity of the built pages (html-validate, .htmlvalidate.json)',
  stage: 'built',
  messages: [
    {
      message: 'HTML (rule): message, in dist/page.html:line:column at selector',
      fix: 'Usually raw HTML typed into a page (an unclosed tag, a duplicate id). Each rule is explained at https://html-validate.org/rules/<rule>.html.',
    },
  ],
  async run({ site, dist, built }) {
    if (!dist) return [];
    const problems = await validateBuiltHtml(dist);
    const html = new Map(built?.map((b) => [b.file, b.html]));
    return problems
      .filter((p) => p.severity === 'error')
      .map((p) => {
        const src = fileOfRoute(site, routeFromHtmlFile(p.file));
        const place = src && sourcePlace(html.get(p.file) ?? '', p.selector, src.source);
        return {
          file: src?.rel ?? `dist/${p.file}`,
          ...(place ?? (src ? { line: 1, column: 1 } : { line: p.line, column: p.column })),
          message: `HTML (${p.rule}): ${p.message}, in dist/${p.file}:${p.line}:${p.column}${p.selector ? ` at ${p.selector}` : ''}`,
        };
      });
  },
};
