// The one rule for links to other websites, used by the rendered pages (which open them in a new tab) and by the
// writers' gate (which rejects malformed ones). No Node or browser APIs, so components may import it.

/** A link to another website (opened in a new tab, checked for its syntax). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
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
    const near = knownSchemes.find((s) => s.length > 2 && (s.includes(scheme) || scheme.includes(s.slice(0, 3))));
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
