// The search page without JavaScript: the header's GET form lands on /search?q=… (or /es/buscar?q=…), and a static page
// can't show the words again. The static server can: for a page with the search marker it writes the query's values
// into that page's search form (the box's value, the chosen section and town) before sending it. Which fields to fill
// comes from the form itself (its inputs' and selects' names), not from a list here; a select's choice is taken only
// when the page offers it. Values are HTML-escaped and cut to QUERY_MAX_LENGTH, and nothing here throws on odd input
// (bad percent-encoding decodes to U+FFFD). Only attribute values change, so the page's inline scripts, and the CSP
// hashes of them, stay as built.
import { isSearchPage, QUERY_MAX_LENGTH, SEARCH_MARKER } from '../../src/browser/search-form.ts';
import { escapeHtml, unescapeHtml } from '../shared/html-escape.ts';

const attrOf = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? unescapeHtml(m[1]!) : undefined;
};

/** A query value as the box may hold it: no control characters, trimmed, at most QUERY_MAX_LENGTH characters. */
function cleanQueryValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return Array.from(text).slice(0, QUERY_MAX_LENGTH).join('').trimEnd();
}

/** `tag` (an `<input …>` or `<option …>` start tag) with attribute `name` set to `value` (or, for '', bare). */
function withAttr(tag: string, name: string, value: string): string {
  const bare = tag.replace(new RegExp(`\\s${name}(="[^"]*")?(?=[\\s/>])`, 'g'), '');
  const end = bare.endsWith('/>') ? bare.length - 2 : bare.length - 1;
  return `${bare.slice(0, end)} ${name}="${escapeHtml(value)}"${bare.slice(end)}`;
}

/**
 * The page `html` with the search form's fields set from the query string `search` (`?q=…&section=…`), or null
 * when it is not a search page or the query sets nothing the form has.
 */
export function fillSearchForm(html: string, search: string): string | null {
  if (!search || !isSearchPage(html)) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const panel = html.search(new RegExp(`\\s${SEARCH_MARKER}[\\s=>]`));
  const open = html.indexOf('<form', panel);
  const close = html.indexOf('</form>', open);
  if (panel < 0 || open < 0 || close < 0) return null;
  let changed = false;
  const form = html
    .slice(open, close)
    .replace(/<input\b[^>]*>/g, (tag) => {
      const name = attrOf(tag, 'name');
      if (!name || !/^(search|text)$/.test(attrOf(tag, 'type') ?? 'text')) return tag;
      const value = cleanQueryValue(params.get(name) ?? '');
      if (!value) return tag;
      changed = true;
      return withAttr(tag, 'value', value);
    })
    .replace(/(<select\b[^>]*>)([\s\S]*?)(<\/select>)/g, (whole, start: string, options: string, end: string) => {
      const name = attrOf(start, 'name');
      const wanted = name ? params.get(name) : null;
      if (!wanted) return whole;
      const offered = [...options.matchAll(/<option\b[^>]*>/g)].some((m) => attrOf(m[0], 'value') === wanted);
      if (!offered) return whole;
      changed = true;
      const chosen = options.replace(/<option\b[^>]*>/g, (tag) => {
        const plain = tag.replace(/\sselected(="[^"]*")?(?=[\s/>])/g, '');
        return attrOf(tag, 'value') === wanted ? withAttr(plain, 'selected', '') : plain;
      });
      return start + chosen + end;
    });
  return changed ? html.slice(0, open) + form + html.slice(close) : null;
}
