// Filling the {name} placeholders of interface words into a string. Apart from fill.ts (which also fills React
// nodes) so the browser scripts (src/browser/) can use it without React.

/** A text that says a count, in its form for one and for other counts (content/ui.<lang>.yaml). */
export interface Counted {
  one: string;
  other: string;
}

/**
 * The form of `forms` that `count` takes by the plural rules of `locale` (Intl.PluralRules: 1 → one in English and
 * Spanish, 0 and 2 → other), with {count} and the other placeholders filled: "1 project", "2 projects", "1 proyecto".
 * The one way the site writes a count in words.
 */
export function plural(
  forms: Counted,
  count: number,
  locale: string,
  values: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count });
}

/** `template` with its {name} placeholders filled from `values`; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
