// Footer: contact facts, hours and rating from content/business.yaml, link columns from the route table,
// and the outside profiles (opened in a new tab, without passing the opener).
import {
  business,
  businessIn,
  hoursLinesIn,
  mailtoHref,
  ratingLabel,
  reviewCountLabel,
  telHref,
} from '../content/business.ts';
import type { NavLink } from './nav.ts';
import { fill, useLang, useNav, useUi } from './lang.ts';
import { LogoMark, StarIcon } from '../components/icons.tsx';
import { Container } from '../components/ui/container.tsx';
import { Eyebrow } from '../components/ui/eyebrow.tsx';
import { TextLink } from '../components/ui/text-link.tsx';

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <TextLink href={l.to} tone="inverse" weight="normal" underline="hover">
            {l.label}
          </TextLink>
        </li>
      ))}
    </ul>
  );
}

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <Eyebrow as="h2" tone="inverse">
        {title}
      </Eyebrow>
      <LinkList links={links} className="mt-4 space-y-2.5" />
    </div>
  );
}

export function Footer() {
  const ui = useUi();
  const lang = useLang();
  const { serviceLinks, areaLinks, companyLinks, legalLinks } = useNav();
  const external = [
    { href: business.profiles.reviews, label: ui.footer.readReviews },
    { href: business.profiles.ratingBureau, label: fill(ui.footer.bureau, { grade: business.rating.bureauGrade }) },
    { href: business.profiles.licenseLookup, label: ui.footer.license },
  ];
  return (
    // Bottom padding on phones keeps the fixed call bar from covering the end of the page.
    <footer className="bg-primary-strong pb-[5.5rem] text-inverse-foreground md:pb-0">
      <Container width="wide" className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark className="h-10 w-10" />
            <p className="text-lg font-bold text-inverse-strong">{business.name}</p>
          </div>
          <address className="mt-5 space-y-1 not-italic">
            <span className="block">{business.address.street}</span>
            <span className="block">
              {business.address.city}, {business.address.region} {business.address.postalCode}
            </span>
            <TextLink
              href={telHref}
              tone="inherit"
              weight="semibold"
              underline="hover"
              className="block pt-2 text-lg whitespace-nowrap text-inverse-strong"
            >
              {business.phone}
            </TextLink>
            <TextLink href={mailtoHref} tone="inverse" weight="normal" underline="hover" className="block">
              {business.email}
            </TextLink>
          </address>
          <dl className="mt-5 space-y-1 text-sm">
            {hoursLinesIn[lang].map((h) => (
              <div key={h.label} className="flex gap-2">
                <dt className="font-medium text-inverse-strong">{h.label}:</dt>
                <dd>{h.time}</dd>
              </div>
            ))}
            <div className="flex gap-2">
              <dt className="font-medium text-inverse-strong">{ui.footer.emergency}</dt>
              <dd>{businessIn[lang].emergency.available}</dd>
            </div>
          </dl>
          <p className="mt-5 flex items-center gap-2 text-sm">
            <span className="flex text-rating-inverse">
              {[0, 1, 2, 3, 4].map((i) => (
                <StarIcon key={i} className="h-4 w-4" />
              ))}
            </span>
            <span>
              {fill(ui.footer.rating, { rating: '\0', count: reviewCountLabel })
                .split('\0')
                .map((part, i) =>
                  i === 0
                    ? part
                    : [
                        <span key="rating" className="font-semibold text-inverse-strong">
                          {ratingLabel}
                        </span>,
                        part,
                      ],
                )}
            </span>
          </p>
        </div>
        <Column title={ui.footer.services} links={serviceLinks} />
        <Column title={ui.footer.serviceAreas} links={areaLinks} />
        <Column title={ui.footer.company} links={companyLinks} />
      </Container>
      <div className="border-t border-inverse-strong/10">
        <Container
          width="wide"
          className="flex flex-col gap-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between"
        >
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {external.map((e) => (
              <li key={e.href}>
                <TextLink href={e.href} tone="inverse" weight="normal" underline="hover">
                  {e.label}
                  <span className="sr-only"> {ui.blocks.contactCard.newTab}</span>
                </TextLink>
              </li>
            ))}
          </ul>
          <LinkList links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
        </Container>
        <Container as="p" width="wide" className="pb-8 text-sm text-inverse-subtle">
          {fill(ui.footer.fineprint, { name: business.name, founded: business.founded })}
        </Container>
      </div>
    </footer>
  );
}
