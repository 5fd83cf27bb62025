// Delivery channels for a stored lead: email through SMTP with nodemailer (SMTP_URL, LEADS_TO, optional
// LEADS_FROM) and an optional webhook (LEADS_WEBHOOK_URL, JSON body signed with HMAC-SHA256 of the body using
// LEADS_WEBHOOK_SECRET, in `X-Leads-Signature: sha256=<hex>`). Each channel throws on failure; the outbox retries.
// Every email has the Message-ID <lead id@leads> and every webhook call an Idempotency-Key, so the rare resend
// after a crash between "sent" and "recorded" can be recognised by the receiving side.
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { LeadRecord } from './lead-store.ts';
import { htmlBody, plainBody, replyTo, subjectOf, webhookPayload } from './lead-message.ts';

export interface Channel {
  name: string;
  send(lead: LeadRecord): Promise<void>;
  close?(): void;
}

export function emailChannel({ smtpUrl, to, from }: { smtpUrl: string; to: string; from?: string }): Channel {
  // One pooled connection (two at most) for every lead instead of a new connection, and login, per message.
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '2');
  // nodemailer's pool silently sends a message again on a new connection when the old one closes mid-send (5
  // times by default), even after the mail server may have taken it: a second retry loop, unrecorded, that can
  // email a lead twice while the server keeps running. The outbox is the only one that retries, and records it.
  url.searchParams.set('maxRequeues', '0');
  const transport = nodemailer.createTransport(url.toString(), {});
  const sender = from || `Website leads <${to.split(',')[0]!.trim()}>`;
  return {
    name: 'email',
    async send(lead) {
      const reply = replyTo(lead);
      await transport.sendMail({
        from: sender,
        to,
        ...(reply ? { replyTo: reply } : {}),
        subject: subjectOf(lead),
        text: plainBody(lead),
        html: htmlBody(lead),
        messageId: `<${lead.id}@leads>`,
        headers: { 'X-Lead-Id': lead.id },
      });
    },
    close: () => transport.close(),
  };
}

export function signWebhook(body: string, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function webhookChannel({
  url,
  secret,
  timeoutMs = 10_000,
}: {
  url: string;
  secret?: string;
  timeoutMs?: number;
}): Channel {
  return {
    name: 'webhook',
    async send(lead) {
      const body = JSON.stringify(webhookPayload(lead));
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': lead.id,
          ...(secret ? { 'X-Leads-Signature': signWebhook(body, secret) } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    },
  };
}

/** The delivery channels as plain data (it crosses to the delivery thread, see delivery-thread.ts). */
export interface DeliveryConfig {
  email?: { smtpUrl: string; to: string; from?: string };
  webhook?: { url: string; secret?: string };
}

/** The channels configured in the environment (none: leads are stored only, and the server says so). */
export function deliveryConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DeliveryConfig {
  const config: DeliveryConfig = {};
  if (env.SMTP_URL) {
    if (!env.LEADS_TO)
      throw new Error('SMTP_URL is set but LEADS_TO is not: set LEADS_TO to the address that gets the leads.');
    config.email = { smtpUrl: env.SMTP_URL, to: env.LEADS_TO, from: env.LEADS_FROM };
  }
  if (env.LEADS_WEBHOOK_URL) config.webhook = { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET };
  return config;
}

export function channelsFrom(config: DeliveryConfig): Channel[] {
  return [
    ...(config.email ? [emailChannel(config.email)] : []),
    ...(config.webhook ? [webhookChannel(config.webhook)] : []),
  ];
}

export const channelsFromEnv = (env: NodeJS.ProcessEnv = process.env): Channel[] =>
  channelsFrom(deliveryConfigFromEnv(env));
