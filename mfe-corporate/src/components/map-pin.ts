// i18n: no visitor text (the pin's shape and markup).
/**
 * The location pin, drawn twice: in the placeholder the server renders and as Leaflet's marker
 * (an inline SVG: Leaflet's default marker is a PNG it finds by parsing its stylesheet's URL,
 * which bundlers rename). One shape, one anchor, so the placeholder's pin sits exactly where the
 * marker appears.
 */
export const PIN = {
  width: 36,
  height: 48,
  /** The tip, which sits on the position: [x, y] in the icon's pixels. */
  anchor: [18, 47] as [number, number],
  viewBox: '0 0 36 48',
  outline: 'M18 47C18 47 34 29.6 34 18A16 16 0 0 0 2 18c0 11.6 16 29 16 29Z',
  fill: '#b42318',
} as const;

/** The pin as markup, for Leaflet's divIcon. */
export function pinMarkup(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN.width}" height="${PIN.height}" viewBox="${PIN.viewBox}" aria-hidden="true" focusable="false"><path d="${PIN.outline}" fill="${PIN.fill}" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="6.5" fill="#fff"/></svg>`;
}
