// Frontmatter and data files against their schemas, and YAML syntax: the findings the site model collected while
// loading (src/content/load.ts words them, with the file's own line numbers).
import type { Check } from './check.ts';

export const contentSchemasCheck: Check = {
  name: 'schemas',
  title: 'Frontmatter and content/*.yaml against their schemas; YAML syntax',
  stage: 'source',
  messages: [
    {
      message: 'frontmatter.title: expected a title of at most 70 characters; it has 75 characters: "…"',
      fix: 'Shorten (or lengthen) the text to the range the message gives; the field table in "Frontmatter fields" lists every limit.',
    },
    {
      message: 'frontmatter.keywrods: unknown field (did you mean "keywords"?); allowed fields: …',
      fix: 'Correct the field name to the suggested one; only the listed fields are allowed.',
    },
    {
      message: 'frontmatter.keywords: required field is missing (expected array)',
      fix: 'Add the field; "Frontmatter fields" says what it holds.',
    },
    {
      message: 'frontmatter: not valid YAML: Missing closing "quote; it opens here',
      fix: 'Close the quote (or bracket) opened on that line, or drop the quotes if the text holds no ":" or "#".',
    },
    {
      message: 'frontmatter.title: unknown fact {@phoen}; known: …',
      fix: 'Use one of the fact names listed under "Business facts".',
    },
    {
      message: 'business.address.postalCode: Invalid input: expected string, received number',
      fix: 'Quote the value ("77581") in the YAML file; numbers that are really codes must be text.',
    },
  ],
  run: ({ site }) => site.problems,
};
