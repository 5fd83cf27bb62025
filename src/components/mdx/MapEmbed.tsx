import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { addressLine, business, directionsHref } from '../../content/business.ts';
import { ButtonLink } from '../Button.tsx';

export const props = z.strictObject({}).meta({
  description:
    'Map of the business address (Google Maps place view, zoom 14, 24rem tall), lazy-loaded. Without a maps key in content/business.yaml (or MAPS_API_KEY at build time) it shows the address with a directions link instead.',
  examples: ['<MapEmbed />'],
});

export function MapEmbed(input: z.input<typeof props>) {
  parseProps('MapEmbed', props, input);
  const key = business.mapsApiKey;
  const query = `${business.name}, ${addressLine}`;
  if (!key) {
    return (
      <div className="mt-6 flex h-96 flex-col items-center justify-center gap-4 rounded-xl border border-border bg-[linear-gradient(135deg,var(--color-secondary),var(--color-background))] p-6 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-accent">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
          />
        </svg>
        <address className="not-italic">
          <span className="block text-lg font-semibold text-foreground">{business.name}</span>
          <span className="block text-body">{business.address.street}</span>
          <span className="block text-body">
            {business.address.city}, {business.address.region} {business.address.postalCode}
          </span>
        </address>
        <ButtonLink href={directionsHref} variant="secondary">
          Get directions
        </ButtonLink>
      </div>
    );
  }
  const src = `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(query)}&zoom=14`;
  return (
    <div className="mt-6 overflow-hidden rounded-xl border border-border">
      <iframe
        title={`Map showing ${business.name} at ${addressLine}`}
        src={src}
        className="h-96 w-full border-0"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
      <p className="border-t border-border bg-background px-4 py-3 text-sm text-body">
        {addressLine} ·{' '}
        <a href={directionsHref} target="_blank" rel="noopener noreferrer" className="font-medium text-link underline">
          Get directions
        </a>
      </p>
    </div>
  );
}
