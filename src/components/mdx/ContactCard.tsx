import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { addressLine, businessIn, directionsHref, hoursLinesIn, mailtoHref, telHref } from '../../content/business.ts';
import { Card } from '../ui/card.tsx';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../icons.tsx';
import { Heading } from '../ui/heading.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { useBusiness, useLang, useUi } from '../../page/lang.ts';
import type { UiWords } from '../../content/schemas/ui.ts';
import { weekdayName } from '../../content/format.ts';

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Office hours from content/business.yaml as a definition list (the closed days named in the page's language), plus
 * the emergency line. */
function Hours({ w, locale }: { w: UiWords['blocks']['contactCard']; locale: string }) {
  const business = useBusiness();
  const open = new Set(business.hours.flatMap((h) => h.days));
  const closed = week.filter((d) => !open.has(d));
  return (
    <dl className="mt-3 space-y-2 text-base text-body">
      {hoursLinesIn[useLang()].map((h) => (
        <div key={h.label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="font-medium text-foreground">{h.label}</dt>
          <dd>{h.time}</dd>
        </div>
      ))}
      {closed.length > 0 && (
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="font-medium text-foreground">{closed.map((d) => weekdayName(d, locale)).join(', ')}</dt>
          <dd>{w.closed}</dd>
        </div>
      )}
      <div className="flex flex-wrap justify-between gap-x-4 border-t border-border pt-2">
        <dt className="font-medium text-foreground">{w.emergency}</dt>
        <dd>{businessIn[useLang()].emergency.available}</dd>
      </div>
    </dl>
  );
}

function Row({ icon: Icon, label, children }: { icon: typeof PhoneIcon; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon width={22} height={22} className="mt-0.5 shrink-0 text-accent" />
      <div>
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="text-base text-foreground">{children}</div>
      </div>
    </li>
  );
}

export const props = z
  .strictObject({
    title: z
      .string()
      .min(1)
      .optional()
      .describe('the heading above the details (by default the page language\'s "Talk to us")'),
    full: z.boolean().default(false).describe('also show the email and street address'),
    level: z.literal([2, 3]).default(2).describe('heading level of the title: 2 or 3'),
  })
  .meta({
    description:
      'A card with the phone number and office hours (content/business.yaml); `full` adds email and address.',
    says: 'A card with the phone number, email, address and opening hours.',
    finds: 'contact phone email address hours card call',
    examples: ['<ContactCard title="Call or visit" full />'],
  });

export function ContactCard(input: z.input<typeof props>) {
  const business = useBusiness();
  const { title, full, level } = parseProps('ContactCard', props, input);
  const ui = useUi();
  const w = ui.blocks.contactCard;
  return (
    <Card>
      <Heading as={level === 2 ? 'h2' : 'h3'} size="card">
        {title ?? w.title}
      </Heading>
      <ul className="mt-5 space-y-5">
        <Row icon={PhoneIcon} label={w.phone}>
          <TextLink weight="semibold" href={telHref} className="text-lg whitespace-nowrap">
            {business.phone}
          </TextLink>
        </Row>
        {full && (
          <Row icon={MailIcon} label={w.email}>
            <TextLink weight="semibold" href={mailtoHref} className="break-all">
              {business.email}
            </TextLink>
          </Row>
        )}
        {full && (
          <Row icon={MapPinIcon} label={w.office}>
            <span className="block">{addressLine}</span>
            <TextLink href={directionsHref} className="text-sm">
              {w.directions}
              <span className="sr-only"> {w.newTab}</span>
            </TextLink>
          </Row>
        )}
        <Row icon={ClockIcon} label={w.hours}>
          <Hours w={w} locale={ui.dates.locale} />
        </Row>
      </ul>
    </Card>
  );
}
