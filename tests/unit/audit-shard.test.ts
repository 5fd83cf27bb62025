// The audit's shards (scripts/audit-shard.ts): together they cover every route exactly once.
import { expect, it } from 'vitest';
import { shardOf } from '../../scripts/audit-shard.ts';

it('splits the routes into n parts that cover each route once, and refuses a shard that does not exist', () => {
  const routes = Array.from({ length: 91 }, (_, i) => `/r${i}`);
  expect(shardOf(routes, undefined)).toEqual(routes);
  const parts = [shardOf(routes, '1/2'), shardOf(routes, '2/2')];
  expect(parts.map((p) => p.length)).toEqual([46, 45]);
  expect([...parts[0]!, ...parts[1]!].sort()).toEqual([...routes].sort());
  expect(shardOf(routes, '3/3')).toEqual(routes.filter((_, k) => k % 3 === 2));
  for (const bad of ['0/2', '3/2', 'x', '1/0']) expect(() => shardOf(routes, bad)).toThrow(/AUDIT_SHARD/);
});
