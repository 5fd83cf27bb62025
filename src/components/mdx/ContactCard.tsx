import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import {
  addressLine,
  business,
  businessIn,
  directionsHref,
  hoursLinesIn,
  mailtoHref,
  telHref,
} from '../../content/business.ts';
import { Card } from '../ui/card.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { useLang, useUi } from '../../layout/lang.ts';
import type { UiWords } from '../../content/schemas/ui.ts';
import { weekdayName } from '../../content/format.ts';

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Office hours from content/business.yaml as a definition list (the closed days named in the page's language), plus
 * the emergency line. */
function Hours({ w, locale }: { w: UiWords['blocks']['contactCard']; locale: string }) {
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

function Row({ icon, label, children }: { icon: string; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="mt-0.5 shrink-0 text-accent">
        <path fill="currentColor" d={icon} />
      </svg>
      <div>
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="text-base text-foreground">{children}</div>
      </div>
    </li>
  );
}

const icons = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email:
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v.5l8 5 8-5V6H4zm16 2.8-8 5-8-5V18h16V8.8z',
  address:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  hours: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.6 3.2 3.2-1.4 1.4L11 13.4V6h2v6.6z',
};

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
    examples: ['<ContactCard title="Call or visit" full />'],
  });

export function ContactCard(input: z.input<typeof props>) {
  const { title, full, level } = parseProps('ContactCard', props, input);
  const Heading = level === 2 ? 'h2' : 'h3';
  const ui = useUi();
  const w = ui.blocks.contactCard;
  return (
    <Card>
      <Heading className="text-xl font-semibold text-foreground">{title ?? w.title}</Heading>
      <ul className="mt-5 space-y-5">
        <Row icon={icons.phone} label={w.phone}>
          <TextLink weight="semibold" href={telHref} className="text-lg whitespace-nowrap">
            {business.phone}
          </TextLink>
        </Row>
        {full && (
          <Row icon={icons.email} label={w.email}>
            <TextLink weight="semibold" href={mailtoHref} className="break-all">
              {business.email}
            </TextLink>
          </Row>
        )}
        {full && (
          <Row icon={icons.address} label={w.office}>
            <span className="block">{addressLine}</span>
            <TextLink href={directionsHref} className="text-sm">
              {w.directions}
              <span className="sr-only"> {w.newTab}</span>
            </TextLink>
          </Row>
        )}
        <Row icon={icons.hours} label={w.hours}>
          <Hours w={w} locale={ui.dates.locale} />
        </Row>
      </ul>
    </Card>
  );
}
