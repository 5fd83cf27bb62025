// The live preview: the page as the site's own development server renders it with the drafts (server.ts's
// /__preview/), at phone (390 px) and desktop (1280 px) width side by side, each frame scaled to fit its column,
// reloaded after each draft with its own scroll position kept. Clicking a block in either moves the editor to its MDX
// line (the data-source-line of scripts/build/source-lines.ts).
import { useEffect, useRef, useState } from 'react';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
const ROUTE_KEY = 'site-editor:preview-route';

export function Preview({
  route,
  version,
  onLine,
}: {
  route?: string;
  version: number;
  onLine: (line: number) => void;
}) {
  const [chosen, setChosen] = useState(route ?? localStorage.getItem(ROUTE_KEY) ?? '/');
  const shown = route ?? chosen;
  const url = `/__preview${shown === '/' ? '/' : shown}`;
  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview-tools">
        <h2 id="preview-title">Preview</h2>
        {!route && (
          <label>
            Page to preview{' '}
            <input
              value={chosen}
              onChange={(e) => {
                setChosen(e.target.value);
                localStorage.setItem(ROUTE_KEY, e.target.value);
              }}
            />
          </label>
        )}
      </div>
      <p className="help">Phone and desktop, scaled to fit. Click a block of the page to go to its line in the text.</p>
      <div className="preview-widths">
        {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((w) => (
          <PreviewFrame
            key={w}
            name={w === 'phone' ? 'Phone' : 'Desktop'}
            width={WIDTHS[w]}
            url={url}
            route={shown}
            version={version}
            onLine={onLine}
          />
        ))}
      </div>
    </section>
  );
}

/** One width of the preview: a frame of that width, scaled down to its column, with its own scroll position. */
function PreviewFrame({
  name,
  width,
  url,
  route,
  version,
  onLine,
}: {
  name: string;
  width: number;
  url: string;
  route: string;
  version: number;
  onLine: (line: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pane = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  const [scale, setScale] = useState(1);
  const lineHandler = useRef(onLine);
  lineHandler.current = onLine;

  useEffect(() => {
    const fit = () => setScale(Math.min(1, (pane.current?.clientWidth ?? width) / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(pane.current!);
    return () => observer.disconnect();
  }, [width]);

  const wanted = useRef(url);
  wanted.current = url;
  // Another page starts at its top.
  useEffect(() => {
    scroll.current = 0;
  }, [url]);

  // Load the page again after each draft, keeping the scroll position. The page it should show, not reload():
  // a reload right after the writer chose another page would reload the old one and cancel the new one.
  useEffect(() => {
    const win = frame.current?.contentWindow;
    if (!version || !win) return;
    try {
      scroll.current = win.scrollY;
      win.location.replace(wanted.current);
    } catch {
      // Not loaded yet: it will show the draft when it is.
    }
  }, [version]);

  // A page that could not be rendered (the dev server's error page) is asked for again every second, and shown
  // again once its answer changes: a page just created is known to the route table a moment after it is written.
  // Only while the frame still shows that error: once the writer picks another page or a draft reloads the frame,
  // an answer still on its way must not take the frame back (it would show the page before the change for good).
  const errorWatch = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const shownLoads = useRef(0);
  useEffect(() => {
    clearInterval(errorWatch.current);
    shownLoads.current++;
  }, [url, version]);
  useEffect(() => () => clearInterval(errorWatch.current), []);

  const onLoad = () => {
    const win = frame.current!.contentWindow!;
    const doc = frame.current!.contentDocument!;
    clearInterval(errorWatch.current);
    const load = ++shownLoads.current;
    const shownError = doc.querySelector('[data-dev-error]')?.textContent;
    if (shownError !== undefined) {
      const at = win.location.href;
      errorWatch.current = setInterval(() => {
        void fetch(at, { headers: { accept: 'text/html' } })
          .then(async (now) => {
            const text = await now.text();
            const current = new DOMParser().parseFromString(text, 'text/html').querySelector('[data-dev-error]');
            if (load === shownLoads.current && current?.textContent !== shownError) win.location.replace(at);
          })
          .catch(() => undefined);
      }, 1000);
    }
    win.scrollTo(0, scroll.current);
    win.addEventListener('scroll', () => (scroll.current = win.scrollY));
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

  return (
    <figure className={`preview-width preview-${width}`}>
      <figcaption>
        {name} ({width} px{scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''})
      </figcaption>
      <div className="preview-pane" ref={pane}>
        <iframe
          ref={frame}
          title={`Preview of ${route} at ${width} pixels wide (${name.toLowerCase()})`}
          src={url}
          width={width}
          style={{ transform: `scale(${scale})`, height: `${Math.round(100 / scale)}%` }}
          onLoad={onLoad}
        />
      </div>
    </figure>
  );
}
