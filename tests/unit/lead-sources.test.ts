// A lead's source as the receiver checks it, the day counts it aggregates and the report built from them, and the
// 75th percentile read from the field-speed histograms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelOf, cleanSourceValue, leadSourceOf, sourceLine } from '../../scripts/server/lead-source.ts';
import { EventStore, MAX_KEYS, readEventDays, type CountedEvent } from '../../scripts/server/event-store.ts';
import { buildReport, reportJson, reportText } from '../../scripts/server/leads-report.ts';
import { addSample, percentile, type Histogram } from '../../scripts/server/vitals-histogram.ts';
import type { LeadRecord } from '../../scripts/server/lead-store.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lead-sources-'));
const quiet = () => {};

describe('a lead source', () => {
  it('keeps good values and drops bad ones, never failing', () => {
    const s = leadSourceOf({
      _landingPage: '/',
      _referrer: 'WWW.Google.com',
      _utmSource: 'google',
      _utmMedium: 'cpc',
      _utmCampaign: '<img src=x>',
      _page: '/book-inspection/',
    });
    expect(s).toEqual({
      landingPage: '/',
      referrer: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: '',
      page: '/book-inspection',
    });
    for (const bad of ['//evil.example', 'https://x.example/', '/a?b', `/${'a'.repeat(250)}`])
      expect(cleanSourceValue('page', bad)).toBe('');
    expect(cleanSourceValue('utmCampaign', 'x'.repeat(101))).toBe('');
    expect(cleanSourceValue('utmCampaign', 'Primavera 2026 – losas')).toBe('');
    expect(cleanSourceValue('utmCampaign', 'primavera_2026 losas')).toBe('primavera_2026 losas');
    expect(cleanSourceValue('referrer', 'bad host!')).toBe('');
    // A field sent twice is not a source value.
    expect(leadSourceOf({ _page: ['/a', '/b'] }).page).toBe('');
  });

  it('reads as the owner reads it', () => {
    const base = { landingPage: '/', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', page: '/contact' };
    expect(sourceLine({ ...base, utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'slab-spring' })).toBe(
      'From: google / cpc / slab-spring, landed on /, sent from /contact',
    );
    expect(sourceLine({ ...base, referrer: 'www.bing.com' })).toBe(
      'From: www.bing.com (referral), landed on /, sent from /contact',
    );
    expect(sourceLine(base)).toBe('From: direct, landed on /, sent from /contact');
    expect(sourceLine({ ...base, landingPage: '' })).toMatch(/^From: unknown .*sent from \/contact$/);
    expect(channelOf(undefined)).toEqual({ source: '(unknown)', medium: '(none)', campaign: '(none)' });
  });
});

describe('the field-speed percentile', () => {
  it('is within 2.5 % of the exact 75th percentile by nearest rank', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const n of [1, 4, 10, 333, 5000]) {
      const values = Array.from({ length: n }, () => Math.round(200 + rand() ** 2 * 6000));
      const h: Histogram = {};
      for (const v of values) addSample(h, 'lcp', v);
      const exact = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * n) - 1]!;
      const p75 = percentile(h, 'lcp', 0.75)!;
      expect(Math.abs(p75 - exact) / exact).toBeLessThanOrEqual(0.026);
    }
  });

  it('reads CLS in its own unit, zero as zero, and nothing without samples', () => {
    const h: Histogram = {};
    for (const v of [0, 0, 0, 0.12]) addSample(h, 'cls', v);
    expect(percentile(h, 'cls', 0.75)).toBe(0);
    addSample(h, 'cls', 0.3);
    addSample(h, 'cls', 0.3);
    expect(percentile(h, 'cls', 0.75)).toBeCloseTo(0.3, 1);
    expect(percentile({}, 'inp', 0.75)).toBeNull();
  });
});

describe('the day counts and the report', () => {
  const ev = (over: Partial<CountedEvent>): CountedEvent => ({
    type: 'view',
    page: '/',
    device: 'phone',
    place: '',
    source: 'google',
    medium: 'cpc',
    campaign: 'slab-spring',
    ...over,
  });

  it('aggregates events into one count per key, bounded per day, and reports pages, campaigns and vitals', async () => {
    const dir = tmp();
    let now = new Date('2026-03-02T10:00:00Z');
    const store = EventStore.open(dir, { flushMs: 60_000, now: () => now, warn: quiet });
    for (let i = 0; i < 3; i++) store.add(ev({ place: i === 0 ? 'landing' : '' }));
    store.add(ev({ type: 'call', place: 'header' }));
    store.add(ev({ type: 'form', page: '/book-inspection', place: 'book-inspection' }));
    store.add(
      ev({ page: '/es/agendar-inspeccion', place: 'landing', source: 'facebook', medium: 'social', campaign: 'x' }),
    );
    for (const lcp of [1000, 2000, 3000, 4000]) store.add(ev({ type: 'vitals', vitals: { lcp, cls: 0.05 } }));
    now = new Date('2026-03-03T10:00:00Z');
    for (let i = 0; i < MAX_KEYS + 50; i++) store.add(ev({ campaign: `c${i}` }));
    await store.close();

    const [day1, day2] = readEventDays(dir, '2026-03-01', '2026-03-03');
    expect(day1!.counts['/\tview\t\tphone\tgoogle\tcpc\tslab-spring']).toBe(2);
    expect(Object.keys(day2!.counts)).toHaveLength(MAX_KEYS + 1);
    expect(day2!.counts['/\tview\t\tphone\t(other)\t(other)\t(other)']).toBe(50);

    const lead = (page: string, campaign: string): LeadRecord => ({
      id: page + campaign,
      receivedAt: '2026-03-02T11:00:00Z',
      form: 'book-inspection',
      fields: {},
      verified: true,
      source: { landingPage: '/', referrer: '', utmSource: 'google', utmMedium: 'cpc', utmCampaign: campaign, page },
    });
    const r = buildReport(dir, [lead('/book-inspection', 'slab-spring'), lead('/book-inspection', 'slab-spring')], {
      days: 2,
      now: new Date('2026-03-02T23:00:00Z'),
      templateOf: (p) => (p === '/' ? 'home' : 'page'),
    });
    const json = reportJson(r);
    expect(json.pages.find((p) => p.path === '/')).toEqual({
      path: '/',
      views: 3,
      calls: 1,
      emails: 0,
      formStarts: 0,
      leads: 0,
    });
    expect(json.pages.find((p) => p.path === '/book-inspection')).toMatchObject({ formStarts: 1, leads: 2 });
    expect(json.sources[0]).toEqual({ source: 'google', medium: 'cpc', campaign: 'slab-spring', visits: 1, leads: 2 });
    expect(json.sources.find((s) => s.source === 'facebook')).toMatchObject({ visits: 1, leads: 0 });
    expect(json.vitals).toEqual([
      { path: '/', samples: 4, lcpP75: expect.any(Number), inpP75: null, clsP75: expect.any(Number) },
    ]);
    expect(json.vitals[0]!.clsP75).toBeCloseTo(0.05, 2);
    expect(Math.abs(json.vitals[0]!.lcpP75! - 3000) / 3000).toBeLessThan(0.026);
    const text = reportText(r);
    expect(text).toMatch(/\/es\/agendar-inspeccion +es +1/);
    expect(text).toMatch(/home\s+4/);
  });
});
