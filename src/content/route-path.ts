// Maps a page file to its route. Shared by the build plugin, the client route table and the scripts,
// so the one trailing-slash policy (none, except "/") is decided here.
export function routeFromFile(file: string): string {
  const rel = file
    .replace(/\\/g, '/')
    .replace(/^.*?\/?pages\//, '')
    .replace(/\.mdx$/, '');
  const parts = rel.split('/').filter((p) => p !== 'index');
  return '/' + parts.join('/');
}

/** File name of a route in dist/ (flat style: /services/x -> services/x.html). */
export function htmlFileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** Routes that are ancestors of `route`, nearest last: /a/b/c -> ['/', '/a', '/a/b']. */
export function ancestorRoutes(route: string): string[] {
  if (route === '/') return [];
  const parts = route.slice(1).split('/');
  const out = ['/'];
  for (let i = 1; i < parts.length; i++) out.push('/' + parts.slice(0, i).join('/'));
  return out;
}
