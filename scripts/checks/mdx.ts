// The MDX of each page: component names and props (against each component's `export const props` schema), and
// `{expressions}` that read names the page never defines. The build plugin reports the same findings.
import {
  componentFindings,
  componentMessages,
  expressionFindings,
  expressionMessages,
} from '../../src/content/mdx-checks.ts';
import type { Check } from './check.ts';

export const componentsCheck: Check = {
  name: 'components',
  title: "Component names and props in MDX (each prop against the component's schema)",
  stage: 'source',
  messages: componentMessages,
  run: ({ site, outlines, components }) =>
    site.files.flatMap((p) => componentFindings(p.rel, outlines.get(p.rel)!, components)),
};

export const expressionsCheck: Check = {
  name: 'expressions',
  title: 'MDX syntax and `{names}` in prose that the page does not define',
  stage: 'source',
  messages: expressionMessages,
  run: ({ site, outlines }) => site.files.flatMap((p) => expressionFindings(p.rel, outlines.get(p.rel)!)),
};
