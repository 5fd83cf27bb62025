// The site's icons, one drawing of each (no icon library is shipped), for the layout and the content components.
// Decorative: always aria-hidden. In a page the build renders, each drawing is written once, as a <symbol> of the
// page's sprite (IconSprite, at the top of the page: only the icons the page shows), and every place that shows it
// is `<svg><use href="#icon-…"/></svg>`. Where no page collects them (inside an island, which the browser renders
// again on its own, or a component rendered alone) an icon is drawn inline, as the same markup on both sides.
// width/height attributes keep an icon small even before the stylesheet arrives (no layout shift); a size class
// overrides them.
import { createContext, useContext, type ReactNode, type SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** How an icon is drawn: its viewBox, its size without a class, the presentation attributes of its shapes. */
interface Drawing {
  viewBox: string;
  size: number;
  paint: SVGProps<SVGSVGElement>;
  shapes: ReactNode;
}

const stroked = (shapes: ReactNode, strokeWidth = 2): Drawing => ({
  viewBox: '0 0 24 24',
  size: 20,
  paint: { fill: 'none', stroke: 'currentColor', strokeWidth, strokeLinecap: 'round', strokeLinejoin: 'round' },
  shapes,
});

/** The icons a page shows, collected while the build renders it (src/page-app.tsx); absent: icons draw inline. */
export const IconSpriteContext = createContext<Map<string, Drawing> | null>(null);

/** A new collection of the icons a page shows. */
export const iconCollector = (): Map<string, Drawing> => new Map();

const symbolId = (name: string) => `icon-${name}`;

/** An icon component: one drawing, each use of it a reference to the page's sprite (or inline, see above). */
function icon(name: string, drawing: Drawing) {
  function Icon(props: IconProps) {
    const sprite = useContext(IconSpriteContext);
    sprite?.set(name, drawing);
    const own = { 'aria-hidden': true, width: drawing.size, height: drawing.size } as const;
    if (sprite)
      return (
        <svg {...own} {...props}>
          <use href={`#${symbolId(name)}`} />
        </svg>
      );
    return (
      <svg {...own} viewBox={drawing.viewBox} {...drawing.paint} {...props}>
        {drawing.shapes}
      </svg>
    );
  }
  return Icon;
}

/** The HTML `hidden` attribute, which React's SVG types leave out. */
const HIDDEN = { hidden: true } as SVGProps<SVGSVGElement>;

/** The page's sprite: one <symbol> for each icon it shows, never displayed itself, before anything that uses them. */
export function IconSprite({ icons }: { icons: Map<string, Drawing> }) {
  if (!icons.size) return null;
  return (
    // `hidden`: the page's stylesheet displays every svg as a block, which would leave an empty line at the top.
    <svg {...HIDDEN} aria-hidden>
      {[...icons.keys()].sort().map((name) => {
        const { viewBox, paint, shapes } = icons.get(name)!;
        return (
          <symbol key={name} id={symbolId(name)} viewBox={viewBox} {...(paint as SVGProps<SVGSymbolElement>)}>
            {shapes}
          </symbol>
        );
      })}
    </svg>
  );
}

export const PhoneIcon = icon(
  'phone',
  stroked(
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
  ),
);
export const CheckIcon = icon('check', stroked(<path d="M5 12.5l4.5 4.5L19 7.5" />));
export const WarningIcon = icon(
  'warning',
  stroked(
    <>
      <path d="M12 3.5L2.5 20h19z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </>,
  ),
);
export const ArrowIcon = icon('arrow', stroked(<path d="M5 12h14M13 6l6 6-6 6" />));
export const ChevronDown = icon('chevron-down', stroked(<path d="m6 9 6 6 6-6" />));
export const MenuIcon = icon('menu', stroked(<path d="M4 6h16M4 12h16M4 18h16" />));
export const CloseIcon = icon('close', stroked(<path d="M18 6 6 18M6 6l12 12" />));
export const SearchIcon = icon(
  'search',
  stroked(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
  ),
);
export const CalendarIcon = icon(
  'calendar',
  stroked(
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>,
  ),
);
export const ChevronRightIcon = icon('chevron-right', stroked(<path d="m9 18 6-6-6-6" />));
export const MailIcon = icon(
  'mail',
  stroked(
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    </>,
  ),
);
export const MapPinIcon = icon(
  'map-pin',
  stroked(
    <>
      <path d="M20 10c0 5-5.5 10.2-7.4 11.8a1 1 0 0 1-1.2 0C9.5 20.2 4 15 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </>,
  ),
);
export const ClockIcon = icon(
  'clock',
  stroked(
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>,
  ),
);
export const ShieldCheckIcon = icon(
  'shield-check',
  stroked(
    <>
      <path d="M20 13c0 5-3.5 7.5-7.7 9a1 1 0 0 1-.6 0C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.2-2.7a1.2 1.2 0 0 1 1.6 0C14.5 3.8 17 5 19 5a1 1 0 0 1 1 1z" />
      <path d="m9 12 2 2 4-4" />
    </>,
  ),
);
// A busy indicator (spins; a faint ring with a bright quarter).
export const SpinnerIcon = icon(
  'spinner',
  stroked(
    <>
      <circle cx="12" cy="12" r="10" strokeOpacity="0.3" />
      <path d="M22 12a10 10 0 0 0-10-10" />
    </>,
    4,
  ),
);
const STAR: Drawing = {
  viewBox: '0 0 20 20',
  size: 16,
  paint: { fill: 'currentColor' },
  shapes: <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />,
};
export const StarIcon = icon('star', STAR);
export const LogoMark = icon('logo', {
  viewBox: '0 0 32 32',
  size: 36,
  paint: {},
  shapes: (
    <>
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path d="M6 17 16 8l10 9v8H6z" className="fill-primary-foreground" />
      <path d="M13 25v-5h6v5" className="fill-primary" />
      <rect x="4" y="25" width="24" height="3.5" rx="1" className="fill-accent-light" />
    </>
  ),
});

/**
 * A row of five stars as one drawing: the star's symbol placed five times in one <svg> (six elements, not five
 * icons' ten), `filled` of them in the text colour and the rest in `emptyClass`. Decorative: the rating is said in
 * words beside it or on its parent.
 */
export function StarRow({
  filled = 5,
  size,
  gap = 0,
  emptyClass,
  className,
}: {
  filled?: number;
  size: number;
  gap?: number;
  emptyClass?: string;
  className?: string;
}) {
  const sprite = useContext(IconSpriteContext);
  if (!sprite)
    return (
      <span className={className ? `inline-flex ${className}` : 'inline-flex'}>
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} width={size} height={size} className={i < filled ? undefined : emptyClass} />
        ))}
      </span>
    );
  sprite.set('star', STAR);
  const width = 5 * size + 4 * gap;
  return (
    <svg aria-hidden width={width} height={size} viewBox={`0 0 ${width} ${size}`} className={className}>
      {[0, 1, 2, 3, 4].map((i) => (
        <use
          key={i}
          href={`#${symbolId('star')}`}
          x={i * (size + gap)}
          width={size}
          height={size}
          className={i < filled ? undefined : emptyClass}
        />
      ))}
    </svg>
  );
}
