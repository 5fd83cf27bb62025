// Renders data strings with placeholders: {name} becomes the service's figure, {@name} a business fact.
import { Fragment, type ReactNode } from 'react';
import { splitPlaceholders } from '../content/facts.ts';
import { factIn } from '../content/business.ts';
import type { Lang } from '../content/route-path.ts';

/** `lang`: the language `text` is written in, which its facts are worded in (data without a Spanish layer yet is
 * English on every page, and so are its facts). */
export function fill(text: string, figures: Record<string, string> = {}, lang: Lang = 'en'): ReactNode {
  const parts = splitPlaceholders(text);
  if (parts.length === 1 && typeof parts[0] === 'string') return text;
  return parts.map((part, i) => {
    if (typeof part === 'string') return <Fragment key={i}>{part}</Fragment>;
    if ('fact' in part) return <Fragment key={i}>{factIn(part.fact, lang)}</Fragment>;
    const value = figures[part.figure];
    if (value === undefined) throw new Error(`unknown figure "{${part.figure}}" in content/service-details.yaml`);
    return <Fragment key={i}>{value}</Fragment>;
  });
}
