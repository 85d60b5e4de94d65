import { site } from '@navdhara/shared';
import logo from './assets/logo.svg';
import logoOnDark from './assets/logo-on-dark.svg';

/**
 * The group's mark: a sun rising over a field, with the wordmark. Original artwork, its letters
 * drawn as outlines (scripts/outline-logo.mjs), so it looks the same before and after the web
 * fonts. A picture file rather than inline SVG: the two drawings (header and footer) cost every
 * page about 550 bytes of compressed HTML, which pushed pages past the first round trip of a slow
 * connection (ARCHITECTURE.md, "Styling"); as a file it is fetched once, then cached for
 * good under its content hash. `label` is its alternative text, which names a link that has only
 * the logo in it ("... home": WCAG 2.5.3, label in name).
 */
export function Logo({
  inverted = false,
  className,
  label = site.name,
}: {
  inverted?: boolean;
  className?: string;
  label?: string;
}) {
  // After the page's largest picture, which it would otherwise hold up on a slow connection: the
  // header's at low priority, the footer's (inverted, far below) when it nears the screen.
  return (
    <img
      className={className}
      src={inverted ? logoOnDark : logo}
      width="214"
      height="44"
      alt={label}
      decoding="async"
      {...(inverted ? { loading: 'lazy' } : { fetchPriority: 'low' })}
    />
  );
}
