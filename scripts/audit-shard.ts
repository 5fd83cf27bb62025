// `AUDIT_SHARD=i/n npm run audit`: the i-th of n parts of the routes (every n-th route from the i-th), so n audits,
// each with its own server and Chromium, cover every route once between them (.ci/run runs two side by side).
export function shardOf<T>(items: T[], spec: string | undefined): T[] {
  if (!spec) return items;
  const m = /^(\d+)\/(\d+)$/.exec(spec.trim());
  const [i, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || n < 1 || i < 1 || i > n) throw new Error(`AUDIT_SHARD=${spec}: expected i/n with 1 ≤ i ≤ n, e.g. 1/2`);
  return items.filter((_, k) => k % n === i - 1);
}
