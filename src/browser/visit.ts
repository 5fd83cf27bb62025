// The site's own counting (src/browser.ts runs it on every page, after the first paint): no cookie, no identifier,
// nothing sent anywhere but this site's receiver (scripts/server/event-receiver.ts), and nothing at all under Global
// Privacy Control or Do Not Track. It notes where the visit came from (kept in sessionStorage for the lead forms,
// whatever the visitor's privacy settings: a lead carries its own source), fills the forms' source fields for a
// post sent before the form's code arrives, and, where counting is allowed and the site runs its receiver (the
// build lists the events address with the page's modules), sends one small beacon for: the page view, a tap on a
// tel: or mailto: link (in the header, the phone call bar or the page's body), a form's first input and a search;
// then, once the page is idle, loads web-vitals (./vitals.ts) for the field speed, sent when the page is hidden.
// Part of every page's first script, so written small: the receiver checks every value.
import { noteVisit, visitFields } from '../forms/source.ts';
import { DEFERRED_MODULES_ID } from '../islands/on-demand.ts';

type EventType = 'view' | 'call' | 'email' | 'form' | 'search' | 'vitals';

export function countVisit(notFound: boolean): void {
  const { visit, first } = noteVisit();
  // A post sent before the form's code arrives (a native post) carries the visit too.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form]'))
    for (const [name, value] of visitFields(visit)) {
      const input = form.elements.namedItem(name) as HTMLInputElement | null;
      if (input && !input.value) input.value = value;
    }

  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  const { events } = JSON.parse(document.getElementById(DEFERRED_MODULES_ID)?.textContent || '{}') as {
    events?: string;
  };
  if (!events || notFound || n.globalPrivacyControl || n.doNotTrack === '1' || !n.sendBeacon) return;

  const base = {
    page: location.pathname,
    device: innerWidth < 768 ? 'phone' : 'desktop',
    referrer: visit.referrer,
    utmSource: visit.utmSource,
    utmMedium: visit.utmMedium,
    utmCampaign: visit.utmCampaign,
  };
  const send = (type: EventType, extra?: object) => n.sendBeacon(events, JSON.stringify({ type, ...base, ...extra }));

  send('view', first ? { landing: true } : {});
  const search = (el: Element | null) => el?.closest('[data-site-search]');
  if (search(document.querySelector('[name=q]')) && new URLSearchParams(location.search).get('q')) send('search');

  const started = new Set<string | null>();
  for (const type of ['click', 'input', 'submit'])
    addEventListener(
      type,
      (e) => {
        const el = e.target as Element;
        const link = type === 'click' && el.closest?.('a[href^="tel:"],a[href^="mailto:"]');
        const form = type === 'input' && el.closest?.('form[data-form]')?.getAttribute('data-form');
        if (link)
          send(link.getAttribute('href')!.startsWith('tel:') ? 'call' : 'email', {
            place: link.closest('header') ? 'header' : link.closest('[data-testid="mobile-call-bar"]') ? 'bar' : 'body',
          });
        else if (form && !started.has(form)) {
          started.add(form);
          send('form', { place: form });
        } else if (type === 'submit' && search(el)) send('search');
      },
      true,
    );

  (self.requestIdleCallback ?? setTimeout)(
    () => void import('./vitals.ts').then((m) => m.reportVitals((v) => send('vitals', { vitals: v }))),
  );
}
