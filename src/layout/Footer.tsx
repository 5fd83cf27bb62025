// Footer: contact facts, hours and rating from content/business.yaml, link columns from the route table,
// and the outside profiles (opened in a new tab, without passing the opener).
import { businessIn, hoursLinesIn, mailtoHref, telHref } from '../content/business.ts';
import type { NavLink } from '../page/nav.ts';
import { fill, useBusiness, useFacts, useLang, useNav, useUi } from '../page/lang.ts';
import { ChevronDown, LogoMark, StarRow } from '../components/icons.tsx';
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

/**
 * A column of links: on phones a closed disclosure (a native <details>, no JavaScript) so the footer stays about one
 * screen tall; from `md` up its list always shows (::details-content made visible) and the summary is a plain title.
 * A browser without ::details-content shows the disclosure at every width, still usable.
 */
function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <details data-footer-column className="group footer-column">
      <summary className="footer-summary">
        <Eyebrow as="h2" tone="inverse">
          {title}
        </Eyebrow>
        <ChevronDown className="footer-chevron" />
      </summary>
      <LinkList links={links} className="space-y-2.5 pb-4 md:mt-4 md:pb-0" />
    </details>
  );
}

export function Footer() {
  const business = useBusiness();
  const facts = useFacts();
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
    <footer className="bg-primary-strong pb-20 text-inverse-foreground md:pb-0">
      <Container width="wide" className="grid py-8 md:grid-cols-2 md:gap-10 md:py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="pb-4 md:pb-0">
          <div className="flex items-center gap-2.5">
            <LogoMark className="h-10 w-10" />
            <p className="text-lg font-bold text-inverse-strong">{business.name}</p>
          </div>
          <address className="mt-4 space-y-1 not-italic md:mt-5">
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
          <dl className="mt-4 space-y-1 text-sm md:mt-5">
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
          <p className="mt-4 flex items-center gap-2 text-sm md:mt-5">
            <StarRow size={16} className="text-rating-inverse" />
            <span>
              {fill(ui.footer.rating, { rating: '\0', count: facts.reviewCount })
                .split('\0')
                .map((part, i) =>
                  i === 0
                    ? part
                    : [
                        <span key="rating" className="font-semibold text-inverse-strong">
                          {facts.rating}
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
          className="flex flex-col gap-3 py-5 text-sm md:gap-4 md:py-6 lg:flex-row lg:items-center lg:justify-between"
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
        <Container as="p" width="wide" className="pb-6 text-sm text-inverse-subtle md:pb-8">
          {fill(ui.footer.fineprint, { name: business.name, founded: business.founded })}
        </Container>
      </div>
    </footer>
  );
}
