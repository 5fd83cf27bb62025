import { z } from 'zod';
import type { ReactNode } from 'react';
import { parseProps } from '../parse-props.ts';
import { Card } from '../ui/card.tsx';
import { Heading } from '../ui/heading.tsx';

export const props = z
  .strictObject({
    title: z.string().min(1).describe("the panel's heading (an h2)"),
  })
  .meta({
    description:
      'A grey box with a heading and the Markdown inside it: a short aside beside a form or a card (what an inspection includes, where we work).',
    says: 'A grey box with a heading and your text inside: a short aside.',
    finds: 'panel box aside note callout grey',
    examples: ['<Panel title="What the inspection includes">\n\n- Floor elevation readings …\n\n</Panel>'],
  });

export function Panel({ children, ...input }: z.input<typeof props> & { children: ReactNode }) {
  const { title } = parseProps('Panel', props, input);
  return (
    <Card tone="muted" elevated={false}>
      <Heading size="card">{title}</Heading>
      {children}
    </Card>
  );
}
