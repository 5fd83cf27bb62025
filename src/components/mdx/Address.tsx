import { addressLine, business } from '../../content/business.ts';

/**
 * The business street address (from content/business.yaml): one line inline, or a two-line block.
 * Props: `block` renders an <address> with street and city on separate lines.
 * @example Our office is at <Address />.
 * @example <Address block />
 */
export function Address({ block = false }: { block?: boolean }) {
  if (!block) return <span>{addressLine}</span>;
  const a = business.address;
  return (
    <address className="not-italic">
      <span className="block">{a.street}</span>
      <span className="block">
        {a.city}, {a.region} {a.postalCode}
      </span>
    </address>
  );
}
