// `npm run leads -- <command>`: read, export, resend and purge the leads the embedded receiver stored.
// The commands live in scripts/server/leads-admin.ts; docs/forms-and-leads.md describes them.
// The data folder is FORM_DATA_DIR (default .data/ in the project root) or --data <folder>.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { currentSite, siteData } from '../src/content/model.ts';
import { langOfRoute } from '../src/content/route-path.ts';
import { AdminError, exportCsv, list, parseAge, purge, release, report, resend, show } from './server/leads-admin.ts';
import { channelsFromEnv } from './server/mailer.ts';

const usage = `usage: npm run leads -- list [--json] [--spam | --held]
       npm run leads -- show <id>
       npm run leads -- export --format csv [--spam | --held] > leads.csv
       npm run leads -- resend <id>
       npm run leads -- release <id>
       npm run leads -- purge [--older-than 365d] [--dry-run]
       npm run leads -- report [--days 30] [--json] [--html report.html]`;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = { log: (l: string) => console.log(l), warn: (l: string) => console.warn(l) };

/**
 * The kind of page a route is, for the report's field speed per template: a Spanish page counts as the English page
 * it translates.
 */
function templateOf(route: string): string {
  const english = langOfRoute(route) === 'es' ? (currentSite().pairs.get(route) ?? '') : route;
  const [first = '', second] = english.split('/').slice(1);
  if (!english) return 'other page';
  if (english === '/') return 'home';
  const section: Record<string, [string, string]> = {
    services: ['service list', 'service'],
    'service-areas': ['area list', 'area'],
    articles: ['article list', 'article'],
    projects: ['project list', 'project'],
  };
  const s = section[first];
  if (!s) return english === '/book-inspection' || english === '/contact' ? 'form page' : 'other page';
  return second && !['tags', 'page', 'city', 'service'].includes(second) ? s[1] : s[0];
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      spam: { type: 'boolean' },
      held: { type: 'boolean' },
      format: { type: 'string' },
      'older-than': { type: 'string' },
      'dry-run': { type: 'boolean' },
      data: { type: 'string' },
      days: { type: 'string' },
      html: { type: 'string' },
    },
  });
  const dataDir = path.resolve(values.data ?? process.env.FORM_DATA_DIR ?? path.join(projectRoot, '.data'));
  const [command, id] = positionals;
  const needId = () => {
    if (!id) throw new AdminError(`${command} needs a lead id\n${usage}`);
    return id;
  };
  switch (command) {
    case 'list':
      return list(dataDir, { json: values.json, spam: values.spam, held: values.held }, out);
    case 'show':
      return show(dataDir, needId(), out);
    case 'export':
      if (values.format !== 'csv') throw new AdminError(`export needs --format csv\n${usage}`);
      return exportCsv(dataDir, { spam: values.spam, held: values.held }, out);
    case 'resend':
      return resend(dataDir, needId(), channelsFromEnv(), out);
    case 'release':
      return release(dataDir, needId(), channelsFromEnv(), out);
    case 'purge': {
      const days = values['older-than'] ? parseAge(values['older-than']) : siteData('business').leadRetentionDays;
      purge(dataDir, days, { dryRun: values['dry-run'] }, out);
      return;
    }
    case 'report':
      return report(
        dataDir,
        {
          json: values.json,
          html: values.html,
          ...(values.days !== undefined ? { days: Number(values.days) } : {}),
          siteName: siteData('business').name,
          templateOf,
        },
        out,
      );
    default:
      throw new AdminError(usage);
  }
}

main().catch((err: Error) => {
  console.error(err instanceof AdminError ? err.message : `leads: ${err.message}`);
  process.exit(1);
});
