// `npm run translations`: the translation state of every English page (translated, out of date, missing), with
// the Spanish file for each translated one.
// `npm run translations -- --stamp pages/es/<file>.mdx [more files]`: records in each Spanish page which version
// of its English page it now translates (its `sourceHash`), once the translation has caught up with the English.
// Exits 1 with the reason when a file is not a Spanish page naming an existing English page.
import { parseArgs } from 'node:util';
import { stamp, status } from './authoring/translations.ts';

const usage = 'usage: npm run translations [-- --stamp pages/es/<file>.mdx …]';

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { stamp: { type: 'boolean' } } });
  if (values.stamp) {
    if (!positionals.length) throw new Error(`--stamp needs at least one Spanish page\n${usage}`);
    for (const f of positionals) console.log(stamp(f));
  } else {
    if (positionals.length) throw new Error(`unexpected ${positionals.join(' ')}\n${usage}`);
    for (const line of status()) console.log(line);
  }
} catch (err) {
  console.error(`translations: ${(err as Error).message}`);
  process.exit(1);
}
