import { photoSite } from './tests/support/photo-site.ts';
import { buildIn } from './tests/support/site-copy.ts';
const t = Date.now();
const s = await photoSite();
console.log('made', s.copy.root, Date.now() - t);
const r = buildIn(s.copy);
console.log(r.status, (r.stdout + r.stderr).slice(-3000), Date.now() - t);
