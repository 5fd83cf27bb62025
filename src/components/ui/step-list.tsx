// Numbered steps as an ordered list of cards. The number is drawn (aria-hidden); screen readers hear "Step N:".
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn.ts';
import { cardVariants } from './card.tsx';
import { Heading } from './heading.tsx';
import { fill, useUi } from '../../page/lang.ts';

export const stepListVariants = cva('mt-8 grid', {
  variants: {
    variant: {
      /** The number beside the title: many steps in two or three columns. */
      beside: 'gap-4',
      /** The number above the title: a few steps side by side. */
      above: 'gap-6',
    },
  },
  defaultVariants: { variant: 'beside' },
});

const item = {
  beside: 'relative pl-16',
  above: '',
} as const;

const number = cva('flex items-center justify-center rounded-full font-bold', {
  variants: {
    variant: {
      beside: 'absolute top-5 left-5 h-8 w-8 bg-accent text-sm text-accent-foreground',
      above: 'h-10 w-10 bg-primary text-lg text-primary-foreground',
    },
  },
  defaultVariants: { variant: 'beside' },
});

export interface Step {
  title: ReactNode;
  text: ReactNode;
  /** React key: the step's title as written. */
  key: string;
}

export function StepList({
  steps,
  variant = 'beside',
  className,
  ...props
}: { steps: Step[] } & VariantProps<typeof stepListVariants> & ComponentPropsWithoutRef<'ol'>) {
  const v = variant ?? 'beside';
  const stepWord = useUi().blocks.hero.step;
  return (
    <ol data-slot="step-list" className={cn(stepListVariants({ variant }), className)} {...props}>
      {steps.map((s, i) => (
        <li
          key={s.key}
          data-testid="process-step"
          className={cn(cardVariants({ padding: v === 'beside' ? 'md' : 'lg' }), item[v])}
        >
          <span aria-hidden="true" className={number({ variant })}>
            {i + 1}
          </span>
          <Heading as="h3" size="item" className={v === 'above' ? 'mt-4' : undefined}>
            <span className="sr-only">{fill(stepWord, { n: i + 1 })} </span>
            {s.title}
          </Heading>
          <p className={cn('text-base text-body', v === 'beside' ? 'mt-1 leading-relaxed' : 'mt-2')}>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
