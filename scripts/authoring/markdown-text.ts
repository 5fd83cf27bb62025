// Text from schemas and JSDoc written into CONTENT.md's Markdown (paragraphs and table cells).

/** "<address>" stays text ("<" outside `code` becomes an entity), pipes can't split a table cell, one line. */
export function mdText(s: string): string {
  return s
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;')))
    .join('')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}
