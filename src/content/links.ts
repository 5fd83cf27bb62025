// The one rule for links to other websites, used by the rendered pages (which open them in a new tab) and by the
// writers' gate (which rejects malformed ones). No Node or browser APIs, so components may import it.

/** A link to another website (opened in a new tab, checked for its syntax). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}

/** Edit distance of two short words (for "did you mean"). */
function editsApart(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** Schemes a page may link with besides http(s). */
const otherSchemes = ['mailto', 'tel', 'sms'];
const knownSchemes = ['https', 'http', ...otherSchemes];

/**
 * What is wrong with a link as written in a page, or undefined when it is fine: a malformed URL, an unknown scheme
 * (`htps:`), a scheme-less `www.` link (which would become a relative link), or `http://` to a host that is not on
 * the allow-list. Internal links ("/path", "#id") are the link check's business and pass here.
 */
export function externalLinkProblem(url: string, httpAllowed: readonly string[] = []): string | undefined {
  if (url.startsWith('/') || url.startsWith('#') || url === '') return undefined;
  if (/^www\./i.test(url))
    return `"${url}" has no scheme, so it would be a link relative to this page: write https://${url}`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme)
    return `"${url}" is neither a web address (https://…) nor a path on this site (/…): start it with https:// or /`;
  if (!knownSchemes.includes(scheme)) {
    const near = knownSchemes.find((s) => editsApart(s, scheme) <= 2);
    return `"${url}": unknown scheme "${scheme}:"${near ? ` (did you mean "${near}:"?)` : ''}; links use https:, mailto: or tel:`;
  }
  if (otherSchemes.includes(scheme))
    return /^[a-z]+:\S+$/i.test(url) ? undefined : `"${url}" is not a valid ${scheme}: link`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a valid web address`;
  }
  if (!/^https?:\/\/[^/\s]/i.test(url) || !parsed.hostname.includes('.') || /\s/.test(url))
    return `"${url}" is not a valid web address (expected https://host.name/…)`;
  if (scheme === 'http' && !httpAllowed.includes(parsed.hostname.toLowerCase()))
    return `"${url}" uses http://: write https://${url.slice('http://'.length)} (or add "${parsed.hostname}" to httpAllowed in content/external-links.yaml if the site has no https)`;
  return undefined;
}
