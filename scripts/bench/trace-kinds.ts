// Splits the main-thread time of a Chromium trace by kind, as DevTools' Performance panel names it: each trace
// event's self time (its duration less its children's) goes to its own kind, or to its nearest ancestor's with a
// kind; the rest (the task runner itself, committing the navigation, unloading the page before) is "other". Only the
// renderer's main thread (CrRendererMain) is read, and only inside its tasks.

/** A trace event as Chromium writes it (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export const KINDS = ['parse HTML', 'parse CSS', 'style', 'layout', 'paint', 'script', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** An event's own kind, from its name (first match); an event that matches none has its parent's kind. */
const KIND_RULES: [RegExp, Kind][] = [
  [/^(ParseAuthorStyleSheet|CSSParserImpl::|Blink\.ParseStyleSheet|StyleElement::processStyleSheet)/, 'parse CSS'],
  [/^(ParseHTML|HTMLDocumentParser::|HTMLPreloadScanner|DecodedDataDocumentParser|TextResourceDecoder)/, 'parse HTML'],
  [
    /^(UpdateLayoutTree|RecalculateStyles|Document::(updateStyle|recalcStyle|rebuildLayoutTree|updateActiveStyle)|Blink\.Style)/,
    'style',
  ],
  [/^(Layout|UpdateLayout|LocalFrameView::(layout|performLayout)|InlineNode::|Blink\.Layout)/, 'layout'],
  [
    /^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|Decode Image|Blink\.Paint|LocalFrameView::RunPaintLifecyclePhase|IsolatedSVGDocumentHost|SVGImage::)/,
    'paint',
  ],
  [
    /^(EvaluateScript|v8\.|V8\.|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|FireIdleCallback|MajorGC|MinorGC)/,
    'script',
  ],
];
const kindOf = (name: string): Kind | undefined => KIND_RULES.find(([re]) => re.test(name))?.[1];

/** A top-level task of the main thread's scheduler; only time inside one is counted. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The figures of one trace: milliseconds by kind and their sum (`total`); the longest task, and each task's time
 * beyond 50 ms summed (`blocking`: what Total Blocking Time counts, here over the whole load). */
export type MainThread = Record<Kind | 'total' | 'longest' | 'blocking', number>;

/** A task of over 50 ms: when it started (ms from the trace's first task) and its time by kind. */
export interface LongTask {
  start: number;
  duration: number;
  kinds: Partial<Record<Kind, number>>;
}

/** Milliseconds of the renderer main threads' time by kind, their sum as `total`, the longest task, `blocking`. */
export function mainThreadByKind(events: TraceEvent[]): MainThread {
  return mainThread(events).figures;
}

/** The figures, and each task of over 50 ms with its own time by kind (what to look at first). */
export function mainThread(events: TraceEvent[]): { figures: MainThread; longTasks: LongTask[] } {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!main.has(key)) continue;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(e);
  }
  const out = Object.fromEntries([...KINDS, 'total', 'longest', 'blocking'].map((k) => [k, 0])) as MainThread;
  const longTasks: LongTask[] = [];
  const first = Math.min(...[...byThread.values()].flat().map((e) => e.ts));
  for (const list of byThread.values()) {
    // Parents before children: by start, the longer first.
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: { end: number; kind: Kind | null; self: number; inTask: boolean }[] = [];
    let task: LongTask | undefined;
    const close = (upTo: number) => {
      while (stack.length && stack[stack.length - 1]!.end <= upTo) {
        const done = stack.pop()!;
        if (!done.inTask || done.self <= 0) continue;
        const kind = done.kind ?? 'other';
        out[kind] += done.self / 1000;
        if (task) task.kinds[kind] = (task.kinds[kind] ?? 0) + done.self / 1000;
      }
    };
    for (const e of list) {
      close(e.ts);
      const parent = stack[stack.length - 1];
      const inTask = parent ? parent.inTask : TASKS.has(e.name);
      if (!parent && inTask) {
        out.longest = Math.max(out.longest, e.dur! / 1000);
        out.blocking += Math.max(0, e.dur! / 1000 - 50);
        task = e.dur! > 50_000 ? { start: (e.ts - first) / 1000, duration: e.dur! / 1000, kinds: {} } : undefined;
        if (task) longTasks.push(task);
      }
      if (parent) parent.self -= e.dur!;
      stack.push({ end: e.ts + e.dur!, kind: kindOf(e.name) ?? parent?.kind ?? null, self: e.dur!, inTask });
    }
    close(Infinity);
  }
  out.total = KINDS.reduce((sum, k) => sum + out[k], 0);
  return { figures: out, longTasks: longTasks.sort((a, b) => a.start - b.start) };
}
