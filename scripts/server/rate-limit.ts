// Per-client rate limit for the form endpoint: a token bucket per client address (by default 5 posts at once,
// then one more every 2 minutes: 5 per 10 minutes with a small burst). Over the limit the receiver answers 429
// with Retry-After. The table is bounded: when full, the least recently seen clients are forgotten first.
// Behind a TLS proxy set TRUST_PROXY=1 so the client address is read from the last X-Forwarded-For hop.
import type http from 'node:http';

export interface RateLimitOptions {
  /** Posts allowed at once. */
  burst: number;
  /** Milliseconds for one more post to become available. */
  refillMs: number;
  /** Clients remembered at most. */
  maxClients?: number;
}

export const defaultRateLimit: RateLimitOptions = { burst: 5, refillMs: 2 * 60 * 1000, maxClients: 10_000 };

export function clientAddress(req: http.IncomingMessage, trustProxy = process.env.TRUST_PROXY === '1'): string {
  if (trustProxy) {
    const hops = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) return hops.at(-1)!;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly opts: RateLimitOptions = defaultRateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `client`: 0 when allowed, else the seconds to wait. */
  take(client: string): number {
    const now = this.now();
    const { burst, refillMs, maxClients = 10_000 } = this.opts;
    const prev = this.buckets.get(client);
    const tokens = prev ? Math.min(burst, prev.tokens + (now - prev.at) / refillMs) : burst;
    this.buckets.delete(client); // re-insert: Map order is least recently seen first
    if (tokens < 1) {
      this.buckets.set(client, { tokens, at: now });
      return Math.max(1, Math.ceil(((1 - tokens) * refillMs) / 1000));
    }
    this.buckets.set(client, { tokens: tokens - 1, at: now });
    while (this.buckets.size > maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    return 0;
  }
}
