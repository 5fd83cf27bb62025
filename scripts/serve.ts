// `npm start` / `npm run serve`: serves the built site on localhost like the static host does.
import path from 'node:path';
import { createStaticServer } from './lib/static-server.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dir = path.resolve(process.env.DIST_DIR ?? 'dist');

const server = createStaticServer({ dir });
server.listen(port, host, () => {
  console.log(`Site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/  (serving ${path.relative(process.cwd(), dir) || '.'})`);
});
