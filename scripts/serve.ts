// `npm start` / `npm run serve`: serves the built site like the static host does, with the embedded form
// receiver at /api/forms. Configuration (all optional) comes from the environment; docs/hosting.md lists it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './server/site-server.ts';
import { receiverOptionsFromEnv } from './server/env-config.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dir = path.resolve(process.env.DIST_DIR ?? path.join(projectRoot, 'dist'));
const dataDir = path.resolve(process.env.FORM_DATA_DIR ?? path.join(projectRoot, '.data'));

async function main() {
  const options = receiverOptionsFromEnv(process.env, dataDir);
  const server = createSiteServer({ dir, ...options });
  const { outbox } = await server.receiver.ready;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  console.log(
    `Site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/  (serving ${path.relative(process.cwd(), dir) || '.'})`,
  );
  console.log(`Form submissions: ${dataDir}`);
  console.log(
    outbox.channelNames.length
      ? `Leads are delivered by: ${outbox.channelNames.join(', ')}`
      : 'Leads are stored only: set SMTP_URL and LEADS_TO (and/or LEADS_WEBHOOK_URL) to have them delivered.',
  );
  const failed = outbox.failed();
  if (failed.length) console.warn(`${failed.length} lead deliveries failed for good; see \`npm run leads -- list\`.`);
  // Stop taking requests, then let the outbox finish the deliveries under way and record them: exiting at once
  // could drop a mail server's "250 OK" unrecorded, and the restarted server would send that lead again.
  const stop = () => server.close(() => void server.receiver.close().then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: Error) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});
