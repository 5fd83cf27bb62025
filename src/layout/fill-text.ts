// Filling the {name} placeholders of interface words into a string. Apart from fill.ts (which also fills React
// nodes) so the browser scripts (src/browser/) can use it without React.

/** `template` with its {name} placeholders filled from `values`; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
