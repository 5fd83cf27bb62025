// The page the writers' gate tests plant in a copy of the site: valid, unique frontmatter (plus `extra` lines)
// around the given body, so whatever is found on it is the mistake the test put there.
export function plantedPage(name: string, body: string, extra = ''): string {
  return [
    '---',
    `title: Planted page ${name} for the check tests`,
    `description: A page planted by the writers' gate tests to hold one mistake, named ${name}, and nothing else.`,
    `keywords: [${name}]`,
    ...(extra ? [extra] : []),
    '---',
    '',
    `# Planted ${name}`,
    '',
    body,
    '',
  ].join('\n');
}
