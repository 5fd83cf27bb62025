// A page's title and description as a search engine lists them (the site's <title> is the page's title as it is,
// src/seo/SeoHead.tsx, its {@name} placeholders filled with the facts of the page's language, as the build fills them): the address, one line of title, two of description, cut where a search engine cuts them;
// under it each one's length against the limits of the frontmatter schema (its minLength and maxLength, as the form
// receives it, never numbers of its own).
import type { JsonSchema } from './api.ts';
import { fillFacts } from '../../../src/content/facts.ts';

/** The text as the page shows it: `{@name}` filled with the page's facts (as written while one is unknown). */
function filled(text: string, facts: Record<string, string> | undefined): string {
  if (!facts) return text;
  try {
    return fillFacts(text, facts);
  } catch {
    return text;
  }
}

/** A string field's limits in the schema (a nullable field's `anyOf` unwrapped). */
function limits(schema: JsonSchema | undefined): { min?: number; max?: number } {
  const s = schema?.anyOf?.find((c) => c.type === 'string') ?? schema;
  return { min: s?.minLength, max: s?.maxLength };
}

function Length({ label, text, schema }: { label: string; text: string; schema?: JsonSchema }) {
  const { min, max } = limits(schema);
  const n = [...text].length;
  const range =
    min !== undefined && max !== undefined
      ? `${min} to ${max}`
      : min !== undefined
        ? `at least ${min}`
        : max !== undefined
          ? `at most ${max}`
          : undefined;
  const over = max !== undefined && n > max ? `${n - max} too many` : undefined;
  const under = min !== undefined && n < min ? `${min - n} too few` : undefined;
  return (
    <li className={over || under ? 'over' : undefined} data-length={label.toLowerCase()}>
      {label}: {n} character{n === 1 ? '' : 's'}
      {range ? ` (${range})` : ''}
      {over || under ? `: ${over ?? under}` : ''}
    </li>
  );
}

export function SearchPreview({
  schema,
  value,
  route,
  siteUrl,
  facts,
}: {
  schema: JsonSchema;
  value: unknown;
  route: string;
  siteUrl?: string;
  /** The page's facts: the title and description are shown, and counted, with their placeholders filled. */
  facts?: Record<string, string>;
}) {
  const fm = (value ?? {}) as { title?: unknown; description?: unknown };
  const title = filled(typeof fm.title === 'string' ? fm.title : '', facts);
  const description = filled(typeof fm.description === 'string' ? fm.description : '', facts);
  const host = siteUrl ? siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '') : '';
  const crumbs = route.split('/').filter(Boolean);
  return (
    <section aria-labelledby="search-preview-title" className="search-preview">
      <h2 id="search-preview-title">In search results</h2>
      <div className="serp">
        <p className="serp-url">{[host, ...crumbs].filter(Boolean).join(' › ')}</p>
        <p className="serp-title">{title || '(no title)'}</p>
        <p className="serp-description">{description || '(no description)'}</p>
      </div>
      <ul className="serp-lengths">
        <Length label="Title" text={title} schema={schema.properties?.title} />
        <Length label="Description" text={description} schema={schema.properties?.description} />
      </ul>
    </section>
  );
}
