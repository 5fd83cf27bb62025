// The editor app's requests to its server (scripts/editor/server.ts) and the drafts it keeps in this browser
// (localStorage) until they are saved, so nothing typed is lost when the tab closes.

export interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
  /** `pages/x.mdx:12:5 message`, as `npm run check` prints it. */
  text: string;
  warning?: boolean;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

/** What the forms' pickers offer (server.ts, from site-info.ts's `pickers`). */
export interface FormContext {
  references: Record<string, string[]>;
  /** Field path ("article.tags.*") → the reference list it picks from. */
  referenceFields: Record<string, string>;
  /** List → value → what a writer reads beside it (an author's name, a page's title). */
  referenceLabels: Record<string, Record<string, string>>;
}

export interface OpenedFile extends FormContext {
  path: string;
  kind: 'page' | 'data' | 'other';
  text: string;
  version: string | null;
  value: unknown;
  body?: string;
  headLines: number;
  route?: string;
  /** An English page's Spanish page (its file), when it has one. */
  spanish?: string;
  schema?: JsonSchema;
  /** A data file's pages to preview it on, best first (data-pages.ts). */
  previews?: PreviewPage[];
  /** The site's address (business.yaml), for the search-result preview. */
  siteUrl?: string;
  /** A page's `{@name}` facts in its language, for the search-result preview (none while their file has a mistake). */
  facts?: Record<string, string>;
}

/** A page to preview a data file on. */
export interface PreviewPage {
  route: string;
  title: string;
}

export interface DraftResult {
  text: string;
  headLines: number;
  changed: boolean;
}

/** A component the menu offers (components.ts's menuComponents): what it does and the words that find it. */
export interface Component {
  name: string;
  says: string;
  finds: string;
  props?: JsonSchema;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({ error: response.statusText }))) as T & { error?: string };
  if (!response.ok) throw new ApiError(response.status, data.error ?? response.statusText);
  return data;
}

/** An unsaved change kept in this browser: what it was opened from and what the writer made of it. */
export interface StoredDraft {
  path: string;
  /** The text it was opened from, and that text's version on disk (null: a new file). */
  base: string;
  version: string | null;
  value?: unknown;
  body?: string;
  /** The file's text with the change (as the server composed it). */
  text: string;
  /** Problems the gate found in it, last time. */
  problems: number;
  /** What a writer calls it (a page's title, a data file's name). */
  name?: string;
  /** A file the editor created (a new page, a translation): to be committed even when not edited since. */
  created?: boolean;
  /** A photo the editor brought in (content/photos/): committed as it is on disk, with no text. */
  photo?: boolean;
}

const PREFIX = 'site-editor:draft:';

export const drafts = {
  get(path: string): StoredDraft | undefined {
    const raw = localStorage.getItem(PREFIX + path);
    return raw ? (JSON.parse(raw) as StoredDraft) : undefined;
  },
  put(draft: StoredDraft) {
    localStorage.setItem(PREFIX + draft.path, JSON.stringify(draft));
    window.dispatchEvent(new Event('site-editor:drafts'));
  },
  drop(path: string) {
    localStorage.removeItem(PREFIX + path);
    window.dispatchEvent(new Event('site-editor:drafts'));
  },
  all(): StoredDraft[] {
    const out: StoredDraft[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith(PREFIX)) out.push(JSON.parse(localStorage.getItem(key)!) as StoredDraft);
    }
    return out.sort((a, b) => a.path.localeCompare(b.path));
  },
};
