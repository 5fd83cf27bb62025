// The reference page for timings measured in the same run (`npm run audit`, `npm run bench:main-thread`): a heading
// and a paragraph, nothing else, served on its own port. What a browser costs on this machine today, with nothing of
// the site's in it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A reference page with nothing on it."><title>Empty</title></head>' +
  '<body><h1>Empty</h1><p>A reference page.</p></body></html>';

export async function serveEmptyPage(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(EMPTY_PAGE);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}
