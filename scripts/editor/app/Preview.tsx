// The live preview: the page as the site's own development server renders it with the drafts (server.ts's
// /__preview/), one width at a time (phone, 390 px, or desktop, 1280 px) at a size a writer can read (never scaled
// below 12 px body text: the pane scrolls sideways instead), with "Open in a new tab". After each draft the page is
// loaded again in a hidden frame and shown once it has rendered, at the same scroll position; a draft the page cannot
// be rendered with leaves the last good render on screen under a banner naming the mistake. Clicking a block moves
// the editor to its MDX line (the data-source-line of scripts/build/source-lines.ts).
import { useEffect, useRef, useState } from 'react';
import type { PreviewPage } from './api.ts';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const WIDTH_KEY = 'site-editor:preview-width';
/** The smallest body text the preview shows, in CSS pixels. */
const READABLE_PX = 12;

/** The mistake a render failed on, in the writer's words, and how to go to it. */
interface Mistake {
  text: string;
  go: () => void;
}

export function Preview({
  route,
  choices,
  version,
  onLine,
  explain,
}: {
  /** The page being edited; undefined for a data file, previewed on one of `choices`. */
  route?: string;
  choices?: PreviewPage[];
  version: number;
  onLine: (line: number) => void;
  /** The gate's finding behind the development server's error text (its first line), in the form's words. */
  explain?: (error: string) => Mistake | undefined;
}) {
  const [chosen, setChosen] = useState(choices?.[0]?.route ?? '/');
  const [width, setWidth] = useState<Width>(localStorage.getItem(WIDTH_KEY) === 'desktop' ? 'desktop' : 'phone');
  const shown = route ?? chosen;
  const url = `/__preview${shown === '/' ? '/' : shown}`;
  const pick = (w: Width) => {
    setWidth(w);
    localStorage.setItem(WIDTH_KEY, w);
  };
  return (
    <section className="preview" aria-labelledby="preview-title" data-width={width}>
      <div className="preview-tools">
        <h2 id="preview-title">Preview</h2>
        <div role="group" aria-label="Width" className="preview-switch">
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => pick(w)}>
              {w === 'phone' ? 'Phone' : 'Desktop'}
            </button>
          ))}
        </div>
        <a href={url} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </div>
      {!route && choices && choices.length > 0 && (
        <label className="preview-page">
          Page to preview{' '}
          <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {choices.map((c) => (
              <option key={c.route} value={c.route}>
                {c.title} ({c.route})
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="help">Click a block of the page to go to its line in the text.</p>
      <PreviewFrame
        key={width}
        width={WIDTHS[width]}
        name={width}
        url={url}
        version={version}
        onLine={onLine}
        explain={explain}
      />
    </section>
  );
}

interface Load {
  key: number;
  url: string;
}

/** The size of the page's body text: the font size most of the text of its paragraphs and list items is set in. */
function bodyTextPx(doc: Document): number | undefined {
  const chars = new Map<number, number>();
  for (const el of doc.querySelectorAll('main p, main li')) {
    const px = parseFloat(doc.defaultView!.getComputedStyle(el).fontSize);
    if (px) chars.set(px, (chars.get(px) ?? 0) + (el.textContent?.length ?? 0));
  }
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The first line of the dev server's error page ([data-dev-error]) in a frame, or undefined for a rendered page. */
function errorIn(frame: HTMLIFrameElement | null): string | undefined {
  const text = frame?.contentDocument?.querySelector('[data-dev-error]')?.textContent;
  return text === undefined || text === null ? undefined : text.trim().split('\n')[0]!.slice(0, 400);
}

/** One width of the preview: the frame shown and, while a draft loads, the next one hidden behind it. */
function PreviewFrame({
  name,
  width,
  url,
  version,
  onLine,
  explain,
}: {
  name: Width;
  width: number;
  url: string;
  version: number;
  onLine: (line: number) => void;
  explain?: (error: string) => Mistake | undefined;
}) {
  const pane = useRef<HTMLDivElement>(null);
  const frames = useRef(new Map<number, HTMLIFrameElement>());
  const counter = useRef(0);
  const [shown, setShown] = useState<Load>(() => ({ key: ++counter.current, url }));
  const [loading, setLoading] = useState<Load>();
  // The shown render is a page (not the error page): a draft that breaks the page keeps it.
  const good = useRef(false);
  const [mistake, setMistake] = useState<string>();
  const scroll = useRef(0);
  const [fit, setFit] = useState(1);
  const [textPx, setTextPx] = useState(18);
  const lineHandler = useRef(onLine);
  lineHandler.current = onLine;
  const scale = Math.min(1, Math.max(fit, READABLE_PX / textPx));

  useEffect(() => {
    const measure = () => setFit(Math.min(1, (pane.current?.clientWidth ?? width) / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(pane.current!);
    return () => observer.disconnect();
  }, [width]);

  // A draft or another page: loaded in a hidden frame, shown when it has rendered.
  const asked = useRef({ url, version });
  useEffect(() => {
    if (asked.current.url === url && asked.current.version === version) return;
    asked.current = { url, version };
    setLoading({ key: ++counter.current, url });
  }, [url, version]);

  // While the shown frame is the error page with no good render to keep, the page is asked for again every second
  // and loaded once its answer changes (a page just created reaches the route table a moment after it is written).
  useEffect(() => {
    if (good.current || loading) return;
    const shownError = errorIn(frames.current.get(shown.key) ?? null);
    if (shownError === undefined) return;
    const watch = setInterval(() => {
      void fetch(shown.url, { headers: { accept: 'text/html' } })
        .then(async (r) => {
          const doc = new DOMParser().parseFromString(await r.text(), 'text/html');
          const now = doc.querySelector('[data-dev-error]')?.textContent?.trim().split('\n')[0]?.slice(0, 400);
          if (now !== shownError) setLoading((l) => l ?? { key: ++counter.current, url: shown.url });
        })
        .catch(() => undefined);
    }, 1000);
    return () => clearInterval(watch);
  });

  const prepare = (frame: HTMLIFrameElement, at: number) => {
    const win = frame.contentWindow!;
    const doc = frame.contentDocument!;
    // Measured again once the page's styles have surely arrived (the development server adds them by script).
    const measure = () => {
      const px = frame.contentDocument === doc ? bodyTextPx(doc) : undefined;
      if (px) setTextPx(px);
    };
    measure();
    setTimeout(measure, 1000);
    win.scrollTo(0, at);
    win.addEventListener('scroll', () => {
      if (frames.current.get(shownKey.current) === frame) scroll.current = win.scrollY;
    });
    doc.addEventListener(
      'click',
      (e) => {
        const target = e.target as Element;
        const marked = target.closest?.('[data-source-line]');
        // The preview is for looking: links and forms do nothing here.
        if (target.closest?.('a, button, form')) e.preventDefault();
        if (marked) {
          e.preventDefault();
          lineHandler.current(Number(marked.getAttribute('data-source-line')));
        }
      },
      true,
    );
  };
  const shownKey = useRef(shown.key);
  shownKey.current = shown.key;

  const onLoad = (load: Load) => {
    const frame = frames.current.get(load.key);
    if (!frame?.contentDocument) return;
    const error = errorIn(frame);
    if (load.key === shown.key && !loading) {
      // The first frame.
      good.current = error === undefined;
      prepare(frame, scroll.current);
      setShown({ ...shown });
      return;
    }
    if (!loading || load.key !== loading.key) return;
    const samePage = load.url === shown.url;
    if (error !== undefined && good.current && samePage) {
      // Keep the last good render; name the mistake.
      setMistake(error);
      setLoading(undefined);
      return;
    }
    if (!samePage) scroll.current = 0;
    prepare(frame, scroll.current);
    good.current = error === undefined;
    setMistake(undefined);
    setShown(load);
    setLoading(undefined);
  };

  const line = mistake ? /\.mdx:(\d+)/.exec(mistake)?.[1] : undefined;
  const said = mistake ? explain?.(mistake) : undefined;
  const go = said?.go ?? (line ? () => lineHandler.current(Number(line)) : undefined);
  const loads = loading ? [shown, loading] : [shown];
  return (
    <figure className={`preview-width preview-${width}`}>
      <figcaption>
        {name === 'phone' ? 'Phone' : 'Desktop'} ({width} px{scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''})
      </figcaption>
      {mistake && (
        <div role="alert" className="preview-banner">
          <p>
            This change has a mistake, so the preview still shows the page before it.{' '}
            <strong>{said?.text ?? mistake}</strong>
          </p>
          {go && (
            <button type="button" onClick={go}>
              Go to the mistake
            </button>
          )}
        </div>
      )}
      <div className="preview-pane" ref={pane} style={{ overflowX: scale > fit ? 'auto' : 'hidden' }}>
        {loads.map((load) => (
          <iframe
            key={load.key}
            ref={(el) => {
              if (el) frames.current.set(load.key, el);
              else frames.current.delete(load.key);
            }}
            title={
              load.key === shown.key
                ? `Preview of ${shown.url.replace(/^\/__preview/, '') || '/'} at ${width} pixels wide (${name})`
                : 'The next preview, loading'
            }
            aria-hidden={load.key === shown.key ? undefined : true}
            tabIndex={load.key === shown.key ? undefined : -1}
            className={load.key === shown.key ? 'shown' : 'loading'}
            src={load.url}
            width={width}
            style={{ transform: `scale(${scale})`, height: `${Math.round(100 / scale)}%` }}
            onLoad={() => onLoad(load)}
          />
        ))}
      </div>
    </figure>
  );
}
