import { z } from 'zod';
import type { ReactNode } from 'react';
import { parseProps } from '../parse-props.ts';
import { cn } from '../ui/cn.ts';

const layouts = {
  'main-aside': 'gap-10 lg:grid-cols-[3fr_2fr]',
  halves: 'gap-8 lg:grid-cols-2',
} as const;

export const props = z
  .strictObject({
    layout: z
      .enum(Object.keys(layouts) as (keyof typeof layouts)[])
      .default('main-aside')
      .describe(
        '"main-aside": a wide column and a narrower one (a form beside contact details); "halves": two equal columns',
      ),
  })
  .meta({
    description:
      'Side-by-side columns on wide screens, stacked on phones. Each child is one column: wrap a column of several blocks in `<div>`; blocks inside a column are spaced apart, and the first one starts at the top.',
    says: 'Puts blocks side by side on wide screens (stacked on phones).',
    finds: 'columns side by side layout two columns',
    examples: [
      '<Columns>\n<div>\n\n## Send us a message\n\n<ContactForm />\n\n</div>\n<ContactCard title="Call us" />\n</Columns>',
    ],
  });

export function Columns({ children, ...input }: z.input<typeof props> & { children: ReactNode }) {
  const { layout } = parseProps('Columns', props, input);
  return (
    <div
      className={cn(
        'grid grid-cols-1 lg:items-start [&>*>:first-child]:mt-0 [&>div>[data-slot=card]+[data-slot=card]]:mt-8',
        layouts[layout],
      )}
    >
      {children}
    </div>
  );
}
