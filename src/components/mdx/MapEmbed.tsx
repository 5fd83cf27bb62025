import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { addressLine, directionsHref } from '../../content/business.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { MapPinIcon } from '../icons.tsx';
import { fill, useBusiness, useUi } from '../../page/lang.ts';

export const props = z.strictObject({}).meta({
  description:
    'Map of the business address (Google Maps place view, zoom 14, 24rem tall), lazy-loaded. Without a maps key in content/business.yaml (or MAPS_API_KEY at build time) it shows the address with a directions link instead.',
  says: "A map of the business's location.",
  finds: 'map location directions google maps where address',
  examples: ['<MapEmbed />'],
});

export function MapEmbed(input: z.input<typeof props>) {
  const business = useBusiness();
  parseProps('MapEmbed', props, input);
  const w = useUi().blocks.contactCard;
  const key = business.mapsApiKey;
  const query = `${business.name}, ${addressLine}`;
  if (!key) {
    return (
      <Card
        tone="plain"
        elevated={false}
        className="mt-6 flex h-96 flex-col items-center justify-center gap-4 bg-[linear-gradient(135deg,var(--color-secondary),var(--color-background))] text-center"
      >
        <MapPinIcon className="h-10 w-10 text-accent" />
        <address className="not-italic">
          <span className="block text-lg font-semibold text-foreground">{business.name}</span>
          <span className="block text-body">{business.address.street}</span>
          <span className="block text-body">
            {business.address.city}, {business.address.region} {business.address.postalCode}
          </span>
        </address>
        <ButtonLink href={directionsHref} variant="secondary">
          {w.directions}
        </ButtonLink>
      </Card>
    );
  }
  const src = `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(query)}&zoom=14`;
  return (
    <Card tone="plain" elevated={false} padding="none" className="mt-6 overflow-hidden">
      <iframe
        title={fill(w.map, { name: business.name, address: addressLine })}
        src={src}
        className="h-96 w-full border-0"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
      <p className="border-t border-border bg-background px-4 py-3 text-sm text-body">
        {addressLine} · <TextLink href={directionsHref}>{w.directions}</TextLink>
      </p>
    </Card>
  );
}
