// What a page's MDX may use: known components with valid props (each component's `export const props` zod
// schema), and no `{expression}` that reads an undefined name. Shared by the build plugin and the writers' gate,
// so `npm run build` and `npm run check` say the same thing.
import type { ZodType } from 'zod';
import { didYouMean, type Finding, type MessageDoc } from './findings.ts';
import { NOT_LITERAL, type JsxUse, type MdxOutline } from './mdx-source.ts';
import { objectShape } from './schema-shape.ts';

export const componentMessages: MessageDoc[] = [
  {
    message: '<Name>: unknown component (did you mean <Other>?); available: …',
    fix: 'Correct the spelling, or use one of the components listed under "Components".',
  },
  {
    message: '<Name>: unknown prop "x" (did you mean "y"?); its props: …',
    fix: 'Correct the prop name; the component reference below lists each prop.',
  },
  {
    message: '<Name>: required prop "x" is missing',
    fix: 'Add the prop, e.g. `<Name x="…" />`; the component reference below says what it takes.',
  },
  {
    message: '<div className>: pages carry no classes or styles; …',
    fix: 'Lay the page out with the components (`<Columns>`, `<Panel>`, `<Section>`, `## headings`); if none fits, ask for a component or a prop.',
  },
  {
    message: '<Name> prop "x": Invalid input: expected number, received string',
    fix: 'Write the value in the expected type: numbers and true/false in braces (`count={3}`), text in quotes.',
  },
];

export const expressionMessages: MessageDoc[] = [
  {
    message: '"{price}" is not defined: write the value, or use <Fact name=…/> / {@fact}',
    fix: 'Curly braces in MDX run code. Type the figure, show a business fact with `<Fact name="…" />`, or write `\\{` to show a literal brace.',
  },
  {
    message: 'MDX syntax: …',
    fix: 'Usually an unclosed tag (`<Section>` without `</Section>`), a stray `<` or `{`: write `&lt;` or `\\{` for the character itself.',
  },
];

function checkUse(file: string, use: JsxUse, schema: ZodType): Finding[] {
  const out: Finding[] = [];
  const at = (p: { line: number; column: number }) => ({ file, line: p.line, column: p.column });
  const shape = objectShape(schema);
  if (!shape) {
    // Not an object schema: validate the whole set of props when all of them are literals.
    if (use.spread || use.attributes.some((a) => a.value === NOT_LITERAL)) return out;
    const r = schema.safeParse(Object.fromEntries(use.attributes.map((a) => [a.name, a.value])));
    if (!r.success)
      out.push({ ...at(use), message: `<${use.name}>: ${r.error.issues.map((i) => i.message).join('; ')}` });
    return out;
  }
  const names = Object.keys(shape);
  const given = new Set(use.attributes.map((a) => a.name));
  for (const a of use.attributes) {
    const field = shape[a.name];
    if (!field) {
      if (a.name === 'key') continue;
      out.push({
        ...at(a),
        message: `<${use.name}>: unknown prop "${a.name}"${didYouMean(a.name, names)}; its props: ${names.join(', ') || '(none)'}`,
      });
      continue;
    }
    if (a.value === NOT_LITERAL) continue;
    const r = field.safeParse(a.value);
    if (!r.success)
      out.push({
        ...at(a),
        message: `<${use.name}> prop "${a.name}": ${r.error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ')}`,
      });
  }
  if (!use.spread)
    for (const name of names) {
      if (given.has(name) || name === 'children') continue;
      if (!shape[name]!.safeParse(undefined).success)
        out.push({ ...at(use), message: `<${use.name}>: required prop "${name}" is missing` });
    }
  return out;
}

/** Unknown components, and props that break a component's schema (components without a schema are skipped). */
export function componentFindings(
  file: string,
  outline: MdxOutline,
  components: { names: string[]; props: Map<string, ZodType> },
): Finding[] {
  const known = new Set(components.names);
  const styled = outline.elements.flatMap((use) =>
    use.attributes
      .filter((a) => a.name === 'className' || a.name === 'class' || a.name === 'style')
      .map((a) => ({
        file,
        line: a.line,
        column: a.column,
        message: `<${use.name} ${a.name}>: pages carry no classes or styles; lay the page out with <Columns>, <Panel>, <Section> and ## headings (the components style it)`,
      })),
  );
  return styled.concat(
    outline.components.flatMap((use) => {
      if (!known.has(use.name)) {
        const hint = didYouMean(use.name, components.names).replace(/"([^"]+)"/, '<$1>');
        return [
          {
            file,
            line: use.line,
            column: use.column,
            message: `<${use.name}>: unknown component${hint}; available: ${components.names.join(', ')}`,
          },
        ];
      }
      const schema = components.props.get(use.name);
      return schema ? checkUse(file, use, schema) : [];
    }),
  );
}

/** `{price}` in prose reads a name the page does not define: the render would stop with a ReferenceError. */
export function expressionFindings(file: string, outline: MdxOutline): Finding[] {
  const out: Finding[] = outline.error ? [outline.error] : [];
  for (const e of outline.expressions)
    if (e.free.length)
      out.push({
        file,
        line: e.line,
        column: e.column,
        message: `"{${e.code.trim()}}" is not defined: write the value, or use <Fact name=…/> / {@fact}`,
      });
  return out;
}
