// Number formatting without Intl: the first toLocaleString() call in a page builds ICU's number formatter,
// which cost ~23 ms of main-thread time on this machine (×4 on Lighthouse's phone) just to print "2,500+".

/** 2500 → "2,500"; 1234567.5 → "1,234,567.5" (US grouping). */
export function groupDigits(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
