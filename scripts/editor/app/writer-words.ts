// The gate's messages that tell a developer to run a command, said as what to do in the editor instead (its
// Translate button, the Source hash field, the photo button). `npm run check` keeps its own words; the editor shows these.
import type { Finding } from './api.ts';

const REWORDINGS: [RegExp, (...m: string[]) => string][] = [
  [
    /^no Spanish translation yet: the Spanish site leaves (\S+) out of its lists until it has one;.*$/s,
    (route) =>
      `No Spanish page yet: the Spanish site leaves ${route} out of its lists until it has one. Use “Translate this page into Spanish” above to start it.`,
  ],
  [
    /^translation out of date: (\S+) \((\S+)\) changed since this page was translated \(sourceHash \S+, the English page is now (\S+)\);.*$/s,
    (_file, route, hash) =>
      `The English page (${route}) changed since this page was translated: update the Spanish text to match, then write ${hash} in Source hash (under Advanced in Page settings).`,
  ],
  [
    /^(photo \S+ .*?): bring it in with npm run photos -- add.*$/s,
    (what) => `${what}: add it again with “Add a photo from this computer or phone”.`,
  ],
];

/** "(npm run … writes it)", and "; run `npm run …`": left out when nothing in the editor says it better. */
const COMMAND_IN_BRACKETS = /\s*\((?:[^()]*\bnpm run\b[^()]*)\)/g;
const COMMAND_CLAUSE = /[;:,]?\s*(?:(?:then )?run )?`?npm run [^`;]*`?[^;]*/g;

/** A gate message in words that send the writer to the editor, never to a command. */
function editorWords(message: string): string {
  const hit = REWORDINGS.map(([re, say]) => ({ found: re.exec(message), say })).find((r) => r.found);
  if (hit) return hit.say(...hit.found!.slice(1));
  return message.replace(COMMAND_IN_BRACKETS, '').replace(COMMAND_CLAUSE, '');
}

/** A finding's line as the editor lists it: `pages/x.mdx:12:5` and the message in the editor's words. */
export function findingText(f: Finding): string {
  const words = editorWords(f.message);
  return words === f.message ? f.text : f.text.slice(0, f.text.length - f.message.length) + words;
}
