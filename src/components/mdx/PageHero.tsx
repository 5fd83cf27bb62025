import { z } from 'zod';
import { Drawing } from '../Drawing.tsx';
import { parseProps } from '../parse-props.ts';
import { telHref } from '../../content/business.ts';
import { BookAndCall } from '../BookAndCall.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { fill } from '../content-text.tsx';
import { PhoneIcon } from '../icons.tsx';
import { illustration, illustrationNames } from '../illustrations.ts';
import { Container } from '../ui/container.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';
import { Heading } from '../ui/heading.tsx';
import { fill as fillText, useBusiness, useFacts, useLang, useUi } from '../../page/lang.ts';
import { fillNodes } from '../../page/fill.ts';

/** Rating, review count, years in business and bureau grade (content/business.yaml) on one line. */
function TrustLine() {
  const w = useUi().blocks.hero;
  const facts = useFacts();
  const strong = (text: string) => <strong className="font-semibold text-primary-foreground">{text}</strong>;
  return (
    <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-base text-secondary">
      <li>{fillNodes(w.rating, { rating: strong(facts.rating), count: facts.reviewCount })}</li>
      <li>{fillNodes(w.years, { years: strong(facts.years) })}</li>
      <li>{fillNodes(w.bureau, { grade: strong(facts.bureauGrade) })}</li>
    </ul>
  );
}

export const props = z
  .strictObject({
    title: z.string().min(1).describe("the page's h1; may hold {@fact} placeholders"),
    lead: z.string().min(1).describe('one or two sentences under the title; may hold {@fact} placeholders'),
    eyebrow: z.string().min(1).optional().describe('small line above the title; may hold {@fact} placeholders'),
    actions: z
      .enum(['both', 'phone', 'none'])
      .default('both')
      .describe(
        '"both": Book Free Inspection and call buttons; "phone": call button only (e.g. on the booking page itself)',
      ),
    image: z
      .enum(illustrationNames)
      .optional()
      .describe('an illustration beside the text, loaded at once (it is above the fold)'),
    compact: z
      .boolean()
      .default(false)
      .describe(
        'a short band (smaller title, less space) for a page whose first job is below it, like the booking form: it stays on the first screen',
      ),
    trust: z
      .boolean()
      .default(false)
      .describe('add the rating, review count, years in business and bureau grade under the actions'),
  })
  .meta({
    description: `The page's opening band: its one h1, a short lead, and the two main actions (free inspection and call); optionally an illustration beside the text and a line of trust figures.`,
    says: "The page's opening band: its main heading, a short lead and the two main buttons.",
    finds: 'hero heading title banner top header intro',
    examples: [
      '<PageHero eyebrow="Pearland, TX" title="Foundation repair in Pearland" lead="Free inspections …" />',
      '<PageHero eyebrow="Family-owned since {@founded}" title="Foundation repair you can trust" lead="Free inspections, honest answers." image="piers-cutaway" trust />',
    ],
  });

export function PageHero(input: z.input<typeof props>) {
  const { title, lead, eyebrow, actions, image, compact, trust } = parseProps('PageHero', props, input);
  const lang = useLang();
  const callLabel = fillText(useUi().header.call, { phone: useBusiness().phone });
  const text = (
    <>
      {eyebrow && <Eyebrow tone="light">{fill(eyebrow)}</Eyebrow>}
      <Heading as="h1" size={compact ? 'page' : 'hero'} tone="inherit" className="mt-2 max-w-3xl">
        {fill(title)}
      </Heading>
      <p
        className={
          compact
            ? 'mt-3 max-w-2xl text-base leading-relaxed text-secondary sm:text-lg'
            : 'mt-5 max-w-2xl text-lg leading-relaxed text-secondary sm:text-xl'
        }
      >
        {fill(lead)}
      </p>
      {actions === 'both' && <BookAndCall className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap" />}
      {actions === 'phone' && (
        <div
          className={
            compact ? 'mt-5 flex flex-col gap-3 sm:flex-row' : 'mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap'
          }
        >
          <ButtonLink href={telHref} size={compact ? 'default' : 'lg'}>
            <PhoneIcon />
            {callLabel}
          </ButtonLink>
        </div>
      )}
      {trust && <TrustLine />}
    </>
  );
  if (!image)
    return (
      <section className="bg-primary text-primary-foreground">
        <Container className={compact ? 'py-6 sm:py-8' : 'py-12 sm:py-16'}>{text}</Container>
      </section>
    );
  const img = illustration(image, 'PageHero', lang);
  return (
    <section className="bg-primary text-primary-foreground">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.25fr_1fr]">
        <div>{text}</div>
        <div className="overflow-hidden rounded-2xl bg-secondary elevate-xl outline-1 outline-primary-foreground/20">
          <Drawing img={img} inline fetchPriority="high" decoding="async" className="h-auto w-full" />
        </div>
      </Container>
    </section>
  );
}
