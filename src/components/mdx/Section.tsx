import type { ReactNode } from 'react';
import { cn } from '../cn.ts';

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-800 text-white',
} as const;

/**
 * A page section with the site's width and spacing. Plain Markdown inside it gets the prose styles.
 * @example <Section tone="muted">## Why it matters …</Section>
 */
export function Section({
  children,
  tone = 'white',
  narrow = false,
  id,
}: {
  children: ReactNode;
  /** Background: white (default), muted grey, or the brand colour. */
  tone?: keyof typeof tones;
  /** Keep text to a comfortable reading width. */
  narrow?: boolean;
  /** Anchor id, so other pages can link to this section (`/page#id`). */
  id?: string;
}) {
  return (
    <section id={id} className={cn('py-12 sm:py-16', tones[tone])}>
      <div className={cn('mx-auto px-4 sm:px-6', narrow ? 'max-w-3xl' : 'max-w-6xl')}>{children}</div>
    </section>
  );
}
