// The site model's page reads, kept for the next load in this process (model.ts).
import { readPage } from './load.ts';
import type { SchemaInputs } from './schemas/inputs.ts';

/**
 * Pages read before in this process, by file, with the text and the schema inputs they were read with (as JSON). The
 * dev server reads the model again after every save; with a thousand pages, reading again only what changed keeps
 * a save fast.
 */
const pageReads = new Map<string, { source: string; inputs: string; read: ReturnType<typeof readPage> }>();

export function readPageOnce(file: string, source: string, root: string, inputs: SchemaInputs, inputsKey: string) {
  const known = pageReads.get(file);
  if (known?.source === source && known.inputs === inputsKey) return known.read;
  const read = readPage(file, source, root, inputs);
  pageReads.set(file, { source, inputs: inputsKey, read });
  return read;
}

/** The schema inputs as text: equal texts, equal verdicts on the same page source. */
export function inputsKey(root: string, inputs: SchemaInputs): string {
  const refs = Object.entries(inputs.refs).map(([k, v]) => [k, v ? [...(v as Set<string>)] : null]);
  return JSON.stringify([root, inputs.facts ?? null, refs]);
}
