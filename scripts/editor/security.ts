// The editor's safety rules (safe by default): which Host and Origin headers are its own (against DNS rebinding and
// other sites' pages posting to it, the way Vite's server.allowedHosts works), and which files it may read and write
// (only under pages/, content/ and public/).
import fs from 'node:fs';
import path from 'node:path';

/** Folders the editor may read and write, relative to the project. */
const EDITABLE_FOLDERS = ['pages', 'content', 'public'] as const;

export class PathError extends Error {}

/**
 * The host names the editor answers to: the address it serves (and localhost for a loopback address), the hosts
 * named with --allowed-host, and in a GitHub codespace the forwarded address of its port.
 */
export function allowedHosts(
  host: string,
  port: number,
  extra: string[] = [],
  env: Record<string, string | undefined> = process.env,
): Set<string> {
  const names = new Set<string>([host.toLowerCase(), ...extra.map((h) => h.toLowerCase())]);
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost' || host === '0.0.0.0')
    for (const n of ['127.0.0.1', 'localhost', '[::1]']) names.add(n);
  if (env.CODESPACE_NAME && env.GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN)
    names.add(`${env.CODESPACE_NAME}-${port}.${env.GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN}`.toLowerCase());
  return names;
}

/** "name:port" or "[v6]:port" → the name alone, lowercased. */
function hostName(value: string): string {
  const v = value.trim().toLowerCase();
  if (v.startsWith('[')) return v.slice(0, v.indexOf(']') + 1);
  return v.replace(/:\d+$/, '');
}

/** Why a request is refused (its Host or Origin is not the editor's own), or undefined when it is allowed. */
export function refusal(headers: { host?: string; origin?: string }, allowed: Set<string>): string | undefined {
  if (!headers.host || !allowed.has(hostName(headers.host)))
    return `this editor does not answer to the host "${headers.host ?? ''}"; open it at one of its own addresses (${[...allowed].join(', ')}) or start it with --allowed-host ${headers.host ? hostName(headers.host) : 'NAME'}`;
  if (headers.origin !== undefined) {
    let origin: URL | undefined;
    try {
      origin = new URL(headers.origin);
    } catch {
      origin = undefined;
    }
    if (!origin || !allowed.has(hostName(origin.host)))
      return `requests from ${headers.origin} are refused: only the editor's own pages may use it`;
  }
  return undefined;
}

/**
 * The absolute path of a project file the editor may read or write ("pages/faq.mdx", "content/areas.yaml",
 * "public/og/x.png"), or a PathError saying why not: outside those folders, a "..", an absolute path, or a link that
 * leads out of them.
 */
export function editablePath(root: string, rel: unknown): string {
  if (typeof rel !== 'string' || !rel) throw new PathError('expected a file path such as "pages/faq.mdx"');
  const clean = rel.replace(/\\/g, '/');
  const within = `only files under ${EDITABLE_FOLDERS.map((f) => `${f}/`).join(', ')} can be opened or saved here`;
  if (path.isAbsolute(clean) || clean.split('/').some((s) => s === '..' || s === '.' || s === ''))
    throw new PathError(`"${rel}": ${within} (give a path such as "pages/faq.mdx", without ".." or a leading "/")`);
  const top = clean.split('/')[0]!;
  if (!(EDITABLE_FOLDERS as readonly string[]).includes(top)) throw new PathError(`"${rel}": ${within}`);
  const file = path.join(root, clean);
  // A symbolic link inside those folders must not lead out of them.
  const real = (p: string): string => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.join(real(path.dirname(p)), path.basename(p));
    }
  };
  const base = real(path.join(root, top));
  const target = real(file);
  if (target !== base && !target.startsWith(base + path.sep)) throw new PathError(`"${rel}": ${within}`);
  return file;
}
