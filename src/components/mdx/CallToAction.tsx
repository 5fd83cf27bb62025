import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { businessIn } from '../../content/business.ts';
import type { Business } from '../../content/schemas/business.ts';
import { BookAndCall } from '../BookAndCall.tsx';
import { Container } from '../ui/container.tsx';
import { Heading } from '../ui/heading.tsx';
import { CheckIcon } from '../icons.tsx';
import { fill, useLang, useUi } from '../../page/lang.ts';
import type { UiWords } from '../../content/schemas/ui.ts';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** What every free inspection comes with, worded from content/business.yaml. */
function inspectionChecklist(words: UiWords['blocks']['checklist'], b: Business): string[] {
  const i = b.inspection;
  const w = b.warranty;
  return [
    i.price === 0 ? words.inspection : fill(words.paidInspection, { price: `$${i.price}` }),
    cap(i.scheduling),
    fill(words.report, { within: i.reportWithin }),
    cap(fill(words.warranty, { term: `${w.term}${w.transferable ? words.transferable : ''}` })),
  ];
}

export const props = z
  .strictObject({
    title: z.string().min(1).describe('the heading (an h2)'),
    text: z.string().min(1).describe('one or two sentences under the heading'),
    checklist: z.boolean().default(false).describe('add the list of what every free inspection includes'),
  })
  .meta({
    description:
      'A closing call-to-action band in the brand color: a heading, one or two sentences and the two main actions, Book Free Inspection and a call button with the business phone number. With `checklist`, the list of what every free inspection includes (from content/business.yaml) sits beside them.',
    says: 'A band asking the reader to book a free inspection or call, with the two buttons.',
    finds: 'call to action button book inspection contact phone banner',
    examples: [
      `<CallToAction title="Is your crawl space damp?" text="We'll check it for free and tell you what it needs." />`,
      '<CallToAction checklist title="Worried about your foundation?" text="Book a free inspection today." />',
    ],
  });

export function CallToAction(input: z.input<typeof props>) {
  const { title, text, checklist } = parseProps('CallToAction', props, input);
  const business = businessIn[useLang()];
  const words = useUi().blocks.checklist;
  if (checklist)
    return (
      <section className="bg-primary text-primary-foreground" data-testid="cta">
        <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <Heading tone="inherit" className="text-balance">
              {title}
            </Heading>
            <p className="mt-4 text-lg leading-relaxed text-secondary">{text}</p>
            <BookAndCall className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap" />
          </div>
          <div className="rounded-xl bg-primary-strong/60 p-6">
            <h3 className="sr-only">{words.heading}</h3>
            <ul className="space-y-3 text-base" data-checklist>
              {inspectionChecklist(words, business).map((item) => (
                <li key={item} className="flex gap-3">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-light" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>
    );
  return (
    <section className="bg-primary text-primary-foreground" data-testid="cta">
      <Container className="flex flex-col gap-6 py-12 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <Heading tone="inherit" className="text-balance">
            {title}
          </Heading>
          <p className="mt-3 text-lg leading-relaxed text-secondary">{text}</p>
        </div>
        <BookAndCall className="flex shrink-0 flex-col gap-3 sm:flex-row" />
      </Container>
    </section>
  );
}
