// Renders data strings with placeholders: {name} becomes the service's figure, {@name} a business fact.
import { Fragment, isValidElement, type ReactNode } from 'react';
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

/** Whether `node` is text only: strings, numbers and fragments of them (what fill() gives). */
function isText(node: ReactNode): boolean {
  if (typeof node === 'string' || typeof node === 'number') return true;
  if (Array.isArray(node)) return node.every(isText);
  return isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment && isText(node.props.children);
}

/**
 * Content beside an icon in a flex row: text goes in as it is (the row lays a run of text out as one item, so it needs
 * no element of its own), anything with elements in a span.
 */
export function bare(content: ReactNode): ReactNode {
  return isText(content) ? content : <span>{content}</span>;
}
