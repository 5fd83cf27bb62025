// `npm run edit [-- --port 4180] [-- --host 127.0.0.1] [-- --allowed-host NAME …]`: the writers' editor in the
// browser (scripts/editor/): forms for the frontmatter and data files, the MDX body with the gate's findings as you
// type, the live preview, and "Save as a pull request". Binds 127.0.0.1:4180 by default.
import { parseArgs } from 'node:util';
import { projectRoot } from '../src/content/load.ts';
import { startEditor } from './editor/server.ts';

const usage = 'usage: npm run edit -- [--port 4180] [--host 127.0.0.1] [--allowed-host NAME]';
let values: { port?: string; host?: string; 'allowed-host'?: string[] };
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
    },
  }));
} catch (err) {
  console.error(`edit: ${(err as Error).message}\n${usage}`);
  process.exit(1);
}
const port = Number(values.port ?? 4180);
if (!(Number.isInteger(port) && port >= 0 && port < 65536)) {
  console.error(`edit: --port must be a port number, got "${values.port}"\n${usage}`);
  process.exit(1);
}
const started = Date.now();
try {
  const editor = await startEditor({
    root: projectRoot,
    host: values.host ?? '127.0.0.1',
    port,
    allowedHosts: values['allowed-host'] ?? [],
  });
  console.log(`Site editor: ${editor.url}`);
  await editor.ready;
  console.log(`Preview ready (${((Date.now() - started) / 1000).toFixed(1)} s after the start)`);
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `edit: port ${port} is in use (is the editor already running?); pick another with --port`
      : `edit: ${(err as Error).message}`,
  );
  process.exit(1);
}
