// Filling the {name} placeholders of interface words (content/ui.<lang>.yaml): into a string, or into React nodes
// when a placeholder stands for markup (the phone link, the red asterisk). No words here, so the browser islands
// can use it without taking any language's words along.
import { Fragment, createElement, type ReactNode } from 'react';

export { fill, plural } from './fill-text.ts';

/** `template` as React nodes, each {name} placeholder replaced by `values[name]` (text or an element). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) =>
      i % 2 === 0 ? part : part in values ? createElement(Fragment, { key: i }, values[part]) : `{${part}}`,
    ),
  );
}
