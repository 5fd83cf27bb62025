import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { fill } from '../content-text.tsx';
import { detailsFor, required, serviceSlug } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
  })
  .meta({
    description:
      "Repair methods from content/service-details.yaml (`<slug>.methods`): name, how it works, what it's best for, cost and timeline, as side-by-side cards.",
    examples: ['<RepairMethods of="slab-foundation-repair" />'],
  });

export function RepairMethods(input: z.input<typeof props>) {
  const { of } = parseProps('RepairMethods', props, input);
  const d = detailsFor(of, 'RepairMethods');
  const methods = required(d.methods, 'RepairMethods', `"${of}.methods"`);
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-3">
      {methods.map((m) => (
        <li
          key={m.name}
          data-testid="repair-method"
          className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm"
        >
          <h3 className="text-xl font-semibold text-foreground">{fill(m.name, d.figures)}</h3>
          <p className="mt-2 flex-1 text-base leading-relaxed text-body">{fill(m.description, d.figures)}</p>
          <dl className="mt-5 space-y-3 border-t border-border pt-4 text-base">
            <div>
              <dt className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Best for</dt>
              <dd className="text-slate-800">{fill(m.bestFor, d.figures)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Cost</dt>
              <dd className="text-lg font-bold text-primary" data-testid="repair-method-cost">
                {fill(m.cost, d.figures)}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Timeline</dt>
              <dd className="text-slate-800">{fill(m.timeline, d.figures)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
