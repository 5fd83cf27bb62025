// The frontmatter rules that depend on where a page file sits (its route), beyond what the schema checks: a page
// under pages/articles/ or pages/projects/ needs its collection's block, and a page under pages/es/ names the
// English page it translates and the version it was made from.
import type { Frontmatter } from './schemas/frontmatter.ts';
import { closest } from './findings.ts';
import { collectionOf, langOfRoute } from './route-path.ts';

/** An article needs its `article:` block and a project its `project:` block; other pages have neither. */
export function collectionBlockProblem(route: string, fm: Frontmatter): { at?: string; message: string } | undefined {
  const kind = collectionOf(route);
  const block = kind === 'articles' ? 'article' : kind === 'projects' ? 'project' : undefined;
  if (block && !fm[block])
    return {
      message: `frontmatter.${block}: required field is missing: every page under pages/${kind}/ is ${block === 'article' ? 'an article' : 'a project'} and needs an \`${block}:\` block (npm run new:page -- ${block} <slug> writes one)`,
    };
  for (const other of ['article', 'project'] as const)
    if (other !== block && fm[other])
      return {
        at: other,
        message: `frontmatter.${other}: only pages under pages/${other}s/ are ${other}s; move this page there or remove the block`,
      };
  return undefined;
}

/**
 * A page under pages/es/ names the English page it translates (an existing one) and the version it was translated
 * from; other pages do neither. (That one English page has at most one translation is checked across pages, in
 * the site model.)
 */
export function translationProblem(
  rel: string,
  route: string,
  fm: Frontmatter,
  english: Set<string>,
): { at?: string; message: string } | undefined {
  if (langOfRoute(route) === 'en') {
    for (const field of ['translationOf', 'sourceHash'] as const)
      if (fm[field] !== undefined)
        return {
          at: field,
          message: `frontmatter.${field}: only Spanish pages (under pages/es/) are translations; remove this line, or move the Spanish text to pages/es/ (npm run new:page -- --translate ${route} writes the file)`,
        };
    return undefined;
  }
  if (fm.translationOf === undefined)
    return {
      message: `frontmatter.translationOf: required field is missing: every page under pages/es/ translates an English page; add its route, e.g. \`translationOf: /services/crawl-space\` (npm run new:page -- --translate <english route> writes a new translation with it filled in)`,
    };
  const target = fm.translationOf.replace(/#.*$/, '');
  if (!english.has(target) || target !== fm.translationOf) {
    const hint = closest(target, english);
    return {
      at: 'translationOf',
      message: `frontmatter.translationOf: "${fm.translationOf}" is not an English page${hint ? ` (did you mean "${hint}"?)` : ''}; name the route of the English page this page translates. If that page was removed or renamed, point this page at its new route, or remove this translation too`,
    };
  }
  if (fm.sourceHash === undefined)
    return {
      message: `frontmatter.sourceHash: required field is missing: once this translation matches ${target}, run \`npm run translations -- --stamp ${rel}\` to record which version of the English page it was made from`,
    };
  return undefined;
}
