// The review's summary (DIR/summary.md, the job summary and the pull-request comment): what changed on which page,
// how much of each screenshot changed, links to the images, and the problems (a removed page with no redirect).
import type { RouteChange } from './compare.ts';
import type { Shot } from './shots.ts';

export interface ReviewSummary {
  base: string;
  changes: RouteChange[];
  shots: Map<string, Shot[]>;
  problems: string[];
  /** Where the images can be downloaded (the run's artifact): the table then names the files instead of linking to
   * them beside summary.md. */
  artifactUrl?: string;
  seconds: number;
}

/** Marks the pull-request comment the workflow keeps up to date (.github/workflows/ci.yml finds it by this). */
const COMMENT_MARKER = '<!-- site-review -->';

const percent = (share: number) =>
  share === 0 ? '0 %' : share < 0.001 ? '< 0.1 %' : `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %`;

export function reviewMarkdown({ base, changes, shots, problems, artifactUrl, seconds }: ReviewSummary) {
  const out = [COMMENT_MARKER, `## Pages this change changes (against \`${base}\`)`, ''];
  if (problems.length) out.push('**Problems:**', '', ...problems.map((p) => `- ${p}`), '');
  if (!changes.length) {
    out.push('No page changed: every page builds to the same HTML as before.', '');
    out.push(`Reviewed in ${seconds.toFixed(0)} s.`);
    return out.join('\n') + '\n';
  }
  out.push(
    `${changes.length} page${changes.length > 1 ? 's' : ''} changed. Changed pixels are the share of each screenshot that differs (390 px / 1280 px wide).`,
    '',
    '| Page | What changed | Pixels changed (390 / 1280) | Screenshots |',
    '| --- | --- | --- | --- |',
  );
  const link = (label: string, file?: string) =>
    !file ? '' : artifactUrl ? `${label}: \`${file}\`` : `[${label}](${encodeURI(file)})`;
  const rest: string[] = [];
  for (const c of changes) {
    const list = shots.get(c.route);
    if (!list && c.kind !== 'removed') {
      rest.push(c.route);
      continue;
    }
    const pixels = list ? list.map((s) => (s.before ? percent(s.changed) : 'new')).join(' / ') : '—';
    const images = list
      ? list
          .map((s) =>
            [link(`${s.width} before`, s.before), link(`${s.width} after`, s.after), link('diff', s.diff)]
              .filter(Boolean)
              .join(' · '),
          )
          .join('<br>')
      : 'removed';
    out.push(`| \`${c.route}\` | ${c.kind} | ${pixels} | ${images} |`);
  }
  out.push('');
  if (rest.length)
    out.push(
      `…and ${rest.length} more (changed, not screenshotted; \`--limit\` takes more): ${rest.map((r) => `\`${r}\``).join(', ')}`,
      '',
    );
  if (artifactUrl) out.push(`The screenshots are in the run's **review** artifact: ${artifactUrl}`, '');
  out.push(`Reviewed in ${seconds.toFixed(0)} s.`);
  return out.join('\n') + '\n';
}
