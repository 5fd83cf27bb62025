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

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <Eyebrow as="h2" tone="inverse">
        {title}
      </Eyebrow>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.to}>
            <a href={l.to} className="text-slate-300 hover:text-white hover:underline">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
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
    { href: business.profiles.licenceLookup, label: ui.footer.licence },
  ];
  return (
    // Bottom padding on phones keeps the fixed call bar from covering the end of the page.
    <footer className="bg-primary-strong pb-[5.5rem] text-slate-300 md:pb-0">
      <Container width="wide" className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark className="h-10 w-10" />
            <p className="text-lg font-bold text-white">{business.name}</p>
          </div>
          <address className="mt-5 space-y-1 not-italic">
            <span className="block">{business.address.street}</span>
            <span className="block">
              {business.address.city}, {business.address.region} {business.address.postalCode}
            </span>
            <a href={telHref} className="block pt-2 text-lg font-semibold whitespace-nowrap text-white hover:underline">
              {business.phone}
            </a>
            <a href={mailtoHref} className="block hover:text-white hover:underline">
              {business.email}
            </a>
          </address>
          <dl className="mt-5 space-y-1 text-sm">
            {hoursLinesIn[lang].map((h) => (
              <div key={h.label} className="flex gap-2">
                <dt className="font-medium text-white">{h.label}:</dt>
                <dd>{h.time}</dd>
              </div>
            ))}
            <div className="flex gap-2">
              <dt className="font-medium text-white">{ui.footer.emergency}</dt>
              <dd>{businessIn[lang].emergency.available}</dd>
            </div>
          </dl>
          <p className="mt-5 flex items-center gap-2 text-sm">
            <span className="flex text-amber-400">
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
                        <span key="rating" className="font-semibold text-white">
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
      <div className="border-t border-white/10">
        <Container
          width="wide"
          className="flex flex-col gap-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between"
        >
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {external.map((e) => (
              <li key={e.href}>
                <a href={e.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {e.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((l) => (
              <li key={l.to}>
                <a href={l.to} className="hover:text-white hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
        <Container as="p" width="wide" className="pb-8 text-sm text-slate-400">
          {fill(ui.footer.fineprint, { name: business.name, founded: business.founded })}
        </Container>
      </div>
    </footer>
  );
}
