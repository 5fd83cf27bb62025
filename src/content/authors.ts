// Typed access to content/authors.yaml and content/tags.yaml (through data.ts).
import { authors, tags } from './data.ts';
import type { Author, Tag } from './schemas/collections.ts';

export { tags };

/** An author by id; an unknown id fails the build (the frontmatter schema reports it first, with the line). */
export function authorById(id: string): Author {
  const found = authors.find((a) => a.id === id);
  if (!found) throw new Error(`no author "${id}" in content/authors.yaml`);
  return found;
}

export function tagById(id: string): Tag {
  const found = tags.find((t) => t.id === id);
  if (!found) throw new Error(`no tag "${id}" in content/tags.yaml`);
  return found;
}
