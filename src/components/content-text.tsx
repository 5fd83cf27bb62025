// Renders data strings with placeholders: {name} becomes the service's figure, {@name} a business fact.
import { Fragment, type ReactNode } from 'react';
import { splitPlaceholders } from '../content/facts.ts';
import { Fact, type FactName } from './mdx/Fact.tsx';

export function fill(text: string, figures: Record<string, string> = {}): ReactNode {
  const parts = splitPlaceholders(text);
  if (parts.length === 1 && typeof parts[0] === 'string') return text;
  return parts.map((part, i) => {
    if (typeof part === 'string') return <Fragment key={i}>{part}</Fragment>;
    if ('fact' in part) return <Fact key={i} name={part.fact as FactName} />;
    const value = figures[part.figure];
    if (value === undefined) throw new Error(`unknown figure "{${part.figure}}" in content/service-details.yaml`);
    return <Fragment key={i}>{value}</Fragment>;
  });
}
