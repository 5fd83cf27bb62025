// `npm run photos -- add FILE… [--name NAME]`: brings phone photos into content/photos/ clean (upright, no location
// or other personal field, HEIC as JPEG, long side ≤ 3,000 px) and prints the <Photo> line to paste for each.
// `npm run photos -- list`: every photo with its size and the pages that use it.
import { parseArgs } from 'node:util';
import { projectRoot } from '../src/content/load.ts';
import { addPhoto, listPhotos } from './photos/commands.ts';

const usage = 'usage: npm run photos -- add FILE… [--name NAME]  |  npm run photos -- list';

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' } } });
  const [command, ...files] = positionals;
  if (command === 'add') {
    if (!files.length) throw new Error(`add needs at least one file\n${usage}`);
    if (values.name && files.length > 1)
      throw new Error(`--name names one photo; add the files one at a time\n${usage}`);
    for (const file of files) {
      const a = await addPhoto(projectRoot, file, values.name);
      console.log(`${file} → ${a.rel} (${a.width}×${a.height}, ${(a.bytes / 1024).toFixed(0)} KB, no metadata)`);
      if (a.note) console.log(`  note: ${a.note}`);
      console.log(`  ${a.line}`);
    }
    console.log("Paste each line where the photo goes and write in alt what it shows, in the page's language.");
  } else if (command === 'list' && !files.length) {
    for (const line of await listPhotos(projectRoot)) console.log(line);
  } else throw new Error(usage);
} catch (err) {
  console.error(`photos: ${(err as Error).message}`);
  process.exit(1);
}
