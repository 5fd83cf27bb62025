// The receiver's settings from environment variables (docs/hosting.md):
//   FORM_DATA_DIR (in serve.ts), SMTP_URL, LEADS_TO, LEADS_FROM, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET,
//   LEADS_CHALLENGE_SECRET, TRUST_PROXY=1, FORM_RATE_LIMIT ("5/10m": posts per window per client),
//   FORM_MAX_STORE_MB (total storage cap, default 200), MAX_CONNECTIONS (default 512), EVENTS_RATE_LIMIT
//   ("60/5m": counted events per window per client).
import { deliveryConfigFromEnv } from './mailer.ts';
import { defaultRateLimit, type RateLimitOptions } from './rate-limit.ts';
import { defaultServerLimits, type ServerLimits } from './site-server.ts';
import type { FormReceiverOptions } from './form-receiver.ts';
import { defaultEventRateLimit } from './event-receiver.ts';

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "5/10m" → 5 at once, refilled over 10 minutes. */
function parseRateLimit(
  value: string | undefined,
  fallback = defaultRateLimit,
  name = 'FORM_RATE_LIMIT',
): RateLimitOptions {
  if (!value) return fallback;
  const m = /^(\d+)\/(\d+)([smh])$/.exec(value.trim());
  if (!m) throw new Error(`${name} must look like "5/10m" (posts per window), not "${value}".`);
  const burst = Number(m[1]);
  return { ...fallback, burst, refillMs: (Number(m[2]) * units[m[3]!]!) / burst };
}

export function receiverOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): FormReceiverOptions & { serverLimits: ServerLimits } {
  return {
    dataDir,
    delivery: deliveryConfigFromEnv(env),
    rateLimit: parseRateLimit(env.FORM_RATE_LIMIT),
    events: { rateLimit: parseRateLimit(env.EVENTS_RATE_LIMIT, defaultEventRateLimit, 'EVENTS_RATE_LIMIT') },
    trustProxy: env.TRUST_PROXY === '1',
    ...(env.FORM_MAX_STORE_MB ? { maxStoreBytes: Number(env.FORM_MAX_STORE_MB) * 1024 * 1024 } : {}),
    serverLimits: {
      ...defaultServerLimits,
      maxConnections: Number(env.MAX_CONNECTIONS ?? defaultServerLimits.maxConnections),
    },
  };
}
