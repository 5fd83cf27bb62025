// What page frontmatter is checked against besides its own text: the business facts its {@fact} placeholders are
// filled from, and what collection frontmatter may point at (authors, tags, served areas, service pages). The
// schemas read no file: the site model (model.ts) derives both from the content it has read and validates each
// page inside withSchemaInputs.
import { z } from 'zod';
import { fillFacts, splitPlaceholders } from '../facts.ts';

export interface CollectionRefs {
  /** Ids of content/authors.yaml; undefined while that file has a mistake (reported on its own). */
  authors?: Set<string>;
  /** Ids of content/tags.yaml; undefined while that file has a mistake. */
  tags?: Set<string>;
  /** Slugs of content/areas.yaml that have a page under pages/service-areas/; undefined while areas.yaml has a
   * mistake. */
  areas?: Set<string>;
  /** Routes of pages/services/*.mdx (not the index). */
  services: Set<string>;
  /** Routes of the English page files (everything outside pages/es/): what a Spanish page's translationOf may name. */
  english: Set<string>;
  /** Names of the originals under content/photos/ (photo-files.ts). */
  photos: Set<string>;
}

export interface SchemaInputs {
  /** The business facts by name (facts.ts's businessFacts); undefined while content/business.yaml has a mistake. */
  facts?: Record<string, string>;
  /** The data file whose facts are missing from `facts` because it has a mistake ("content/cost-guide.yaml"). */
  factsMissingFrom?: string;
  refs: CollectionRefs;
}

let current: SchemaInputs | undefined;

/** Runs a validation (synchronous, like every schema here) with `inputs` as what the schemas check against. */
export function withSchemaInputs<T>(inputs: SchemaInputs, validate: () => T): T {
  const outer = current;
  current = inputs;
  try {
    return validate();
  } finally {
    current = outer;
  }
}

/** The inputs of the validation under way. */
export function schemaInputs(): SchemaInputs {
  if (!current)
    throw new Error('page frontmatter is validated by the site model (src/content/model.ts), inside withSchemaInputs');
  return current;
}

/** A zod transform: `text` with its {@fact} placeholders filled from the business facts. */
export function withFacts(text: string, ctx: z.core.$RefinementCtx<string>): string {
  const { facts, factsMissingFrom } = schemaInputs();
  try {
    if (facts) {
      const unknown = factsMissingFrom
        ? splitPlaceholders(text).find((p) => typeof p !== 'string' && 'fact' in p && !(p.fact in facts))
        : undefined;
      if (unknown)
        throw new Error(
          `{@${(unknown as { fact: string }).fact}} can't be filled while ${factsMissingFrom} has a mistake; fix that file first`,
        );
      return fillFacts(text, facts);
    }
    const placeholder = splitPlaceholders(text).find((p) => typeof p !== 'string' && 'fact' in p);
    if (!placeholder) return text;
    throw new Error(
      `{@${(placeholder as { fact: string }).fact}} can't be filled while content/business.yaml has a mistake; fix that file first`,
    );
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message });
    return z.NEVER;
  }
}

/** "a, b, c" of a set, for messages. */
export const listOf = (ids: Set<string>) => [...ids].join(', ');
