// The page the writers' gate tests plant in a copy of the site: valid, unique frontmatter (plus `extra` lines)
// around the given body, so whatever is found on it is the mistake the test put there. A Spanish page (`lang` 'es',
// for pages/es/) is written in Spanish, so the spelling check finds nothing on it but the planted mistake either.
export function plantedPage(name: string, body: string, extra = '', lang: 'en' | 'es' = 'en'): string {
  const words =
    lang === 'es'
      ? {
          title: `Página de prueba ${name} del control`,
          description: `Una página que ponen las pruebas del control de los redactores, con un solo error (${name}) y nada más.`,
          heading: `Prueba ${name}`,
        }
      : {
          title: `Planted page ${name} for the check tests`,
          description: `A page planted by the writers' gate tests to hold one mistake, named ${name}, and nothing else.`,
          heading: `Planted ${name}`,
        };
  return [
    '---',
    `title: ${words.title}`,
    `description: ${words.description}`,
    `keywords: [${name}]`,
    ...(extra ? [extra] : []),
    '---',
    '',
    `# ${words.heading}`,
    '',
    body,
    '',
  ].join('\n');
}

/** A component that passes its props schema but throws while rendering (`<Badge label="" />`): the build, not the
 * source checks, finds it. Written to `src/components/mdx/Badge.tsx` of a site copy. */
export const throwingBadge = {
  file: 'src/components/mdx/Badge.tsx',
  text: [
    "import { z } from 'zod';",
    '',
    'export const props = z.strictObject({ label: z.string() });',
    '',
    '/** A planted test component. @example <Badge label="New" /> */',
    'export function Badge({ label }: z.infer<typeof props>) {',
    "  if (!label) throw new Error('<Badge>: label is required');",
    '  return <span>{label}</span>;',
    '}',
    '',
  ].join('\n'),
};
