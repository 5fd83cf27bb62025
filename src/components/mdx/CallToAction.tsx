import { BookAndCall } from '../BookAndCall.tsx';

/**
 * A closing call-to-action band in the brand colour: a heading, one or two sentences and the two main actions,
 * Book Free Inspection and a call button with the business phone number.
 * Props: `title` — the heading (an h2); `text` — the sentence under it.
 * @example <CallToAction title="Is your crawl space damp?" text="We'll check it for free and tell you what it needs." />
 */
export function CallToAction({ title, text }: { title: string; text: string }) {
  return (
    <section className="bg-brand-800 text-white" data-testid="cta">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h2>
          <p className="mt-3 text-lg leading-relaxed text-brand-50">{text}</p>
        </div>
        <BookAndCall className="flex shrink-0 flex-col gap-3 sm:flex-row" />
      </div>
    </section>
  );
}
