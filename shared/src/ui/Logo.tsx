import { site } from '@navdhara/shared';
import { LOGO_NAME, LOGO_TAGLINE } from './logo-wordmark';

/**
 * The group's mark: a sun rising over a field, with the wordmark. Original artwork. `label` names
 * it where it is a link's only content ("... home"), so the link needs no aria-label of its own
 * that would not contain the words drawn in the mark (WCAG 2.5.3 label in name). The wordmark's
 * letters are outlines (scripts/outline-logo.mjs), the same before and after the web fonts.
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
  const ink = inverted ? '#ffffff' : '#0f4d2c';
  return (
    <svg
      className={className}
      viewBox="0 0 214 44"
      width="214"
      height="44"
      role="img"
      aria-label={label}
    >
      <circle cx="22" cy="22" r="21" fill={inverted ? '#ffffff' : '#0f4d2c'} />
      <circle cx="22" cy="19" r="8" fill="#f5a524" />
      <path
        d="M5 29c6-5 11-5 17 0s11 5 17 0v4c-6 5-11 5-17 0s-11-5-17 0z"
        fill={inverted ? '#0f4d2c' : '#ffffff'}
      />
      <path
        d="M8 35c5-3 9-3 14 0s9 3 14 0"
        fill="none"
        stroke={inverted ? '#0f4d2c' : '#9fd3b2'}
        strokeWidth="2"
      />
      <path d={LOGO_NAME} fill={ink} />
      <text
        x={LOGO_TAGLINE.x}
        y={LOGO_TAGLINE.y}
        textLength={LOGO_TAGLINE.width}
        lengthAdjust="spacing"
        fill={inverted ? '#fdf0d5' : '#b45309'}
        style={{ font: `600 ${LOGO_TAGLINE.size}px var(--font-body)` }}
      >
        {LOGO_TAGLINE.text}
      </text>
    </svg>
  );
}
