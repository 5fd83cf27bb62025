// Renders data strings with placeholders: {name} becomes the service's figure, {@name} a business fact.
import { Fragment, type ReactNode } from 'react';
import { Fact, type FactName } from './mdx/Fact.tsx';

export function fill(text: string, figures: Record<string, string> = {}): ReactNode {
  const parts = text.split(/(\{@?[a-zA-Z][a-zA-Z0-9]*\})/);
  if (parts.length === 1) return text;
  return parts.map((part, i) => {
    const m = /^\{(@?)([a-zA-Z][a-zA-Z0-9]*)\}$/.exec(part);
    if (!m) return <Fragment key={i}>{part}</Fragment>;
    if (m[1]) return <Fact key={i} name={m[2] as FactName} />;
    const value = figures[m[2]!];
    if (value === undefined) throw new Error(`unknown figure "{${m[2]}}" in content/service-details.yaml`);
    return <Fragment key={i}>{value}</Fragment>;
  });
}
