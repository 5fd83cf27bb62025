// Number formatting without Intl: the first toLocaleString() call in a page builds ICU's number formatter,
// which cost ~23 ms of main-thread time on this machine (×4 on Lighthouse's phone) just to print "2,500+".

/** 2500 → "2,500"; 1234567.5 → "1,234,567.5" (US grouping). */
export function groupDigits(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A YYYY-MM-DD date written out in `locale` ("en-US": "March 4, 2025"; "es-US": "4 de marzo de 2025"), the same on
 * the server and in every time zone. (Numbers and money are written alike in US English and US Spanish: "9,000",
 * "$10,000".) */
export function longDate(date: string, locale: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A day of content/business.yaml's hours ("Sunday") named in `locale` and capitalised as a label ("es-US":
 * "Domingo"). */
export function weekdayName(day: (typeof WEEK)[number], locale: string): string {
  // 2024-01-01 was a Monday.
  const name = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day), 12)).toLocaleDateString(locale, {
    timeZone: 'UTC',
    weekday: 'long',
  });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
