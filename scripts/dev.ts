// `npm run dev [-- --port N] [-- --host H]`: vite-react-ssg's development server (server-side rendering, hot
// reload) with the site's dev behaviours (scripts/build/dev-server.ts). Binds 127.0.0.1:5173 by default; an
// explicit --port must be free (0 picks any free port; the address is printed either way).
import { parseArgs } from 'node:util';
import { dev } from 'vite-react-ssg/node';
import { devServerPlugin } from './build/dev-server.ts';

const usage = 'usage: npm run dev -- [--port 5173] [--host 127.0.0.1]';
let values: { port?: string; host?: string };
try {
  ({ values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } }));
} catch (err) {
  console.error(`dev: ${(err as Error).message}\n${usage}`);
  process.exit(1);
}
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
  console.error(`dev: --port must be a port number, got "${values.port}"\n${usage}`);
  process.exit(1);
}

await dev(
  {},
  {
    plugins: [devServerPlugin()],
    server: {
      ...(port !== undefined ? { port, strictPort: true } : {}),
      ...(values.host ? { host: values.host } : {}),
    },
  },
);
