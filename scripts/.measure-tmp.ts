import { launchBrowser } from './browser.ts';
const origin = process.argv[2]!;
const tag = process.argv[3]!;
const routes = ['/', '/services/slab-foundation-repair', '/service-areas/pearland-tx', '/service-areas/south-houston-tx', '/book-inspection', '/es/agendar-inspeccion', '/es'];
const b = await launchBrowser();
for (const w of [390, 1280]) {
  const page = await b.newPage({ viewport: { width: w, height: w === 390 ? 844 : 800 } });
  for (const r of routes) {
    await page.goto(origin + r, { waitUntil: 'load' });
    const m = await page.evaluate(() => {
      const f = document.querySelector('footer');
      const input = document.querySelector('main form input:not([type=hidden]), main form select, main form textarea');
      const bar = document.querySelector('[data-testid=mobile-call-bar]');
      return { h: document.documentElement.scrollHeight, footer: f ? Math.round(f.getBoundingClientRect().height) : 0, field: input ? Math.round(input.getBoundingClientRect().bottom) : null, bar: bar ? Math.round(bar.getBoundingClientRect().top) : null };
    });
    console.log(tag, w, r, JSON.stringify(m));
    if (w === 390 || r.includes('insp') || r === '/') await page.screenshot({ path: `/tmp/booking/${tag}-${w}${r.replace(/\//g, '_')}.png` });
  }
}
await b.close();
