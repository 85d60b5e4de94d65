// i18n: no visitor text (the zoom buttons' names come translated; the tiles' credit is the tile
// source's, marked English).
/**
 * The browser-only half of LocationMap: Leaflet and its stylesheet, in a chunk of their own that
 * LocationMap imports when a map nears the screen. Leaflet reads `window` as it loads, so nothing
 * the server renders may import this file.
 *
 * Leaflet's stylesheet is global CSS (Module Federation gives remotes no CSS isolation); every one
 * of its selectors is a `leaflet-` class (a Jest test reads it to keep it so), so it styles maps
 * and nothing else on the page.
 */
import {
  control,
  divIcon,
  map as leafletMap,
  marker,
  tileLayer,
  type Map as LeafletMap,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTileSource } from '@navdhara/shared';
import styles from './LocationMap.module.css';
import { PIN, pinMarkup } from './map-pin';

/** The zoom buttons' accessible names and tooltips, in the page's language. */
export interface ZoomLabels {
  zoomIn: string;
  zoomOut: string;
}

export interface LocationMapOptions {
  position: readonly [number, number];
  tiles: MapTileSource;
  zoom: number;
  zoomLabels: ZoomLabels;
  /** Called once, when the first tiles have loaded (or failed: the map is usable either way). */
  onTilesSettled: () => void;
}

/** Builds the map in `container` (sized by CSS before this runs); returns its teardown. */
export function createLocationMap(
  container: HTMLElement,
  { position, tiles, zoom, zoomLabels, onTilesSettled }: LocationMapOptions,
): () => void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const coarsePointer = window.matchMedia('(pointer: coarse)').matches;
  const map: LeafletMap = leafletMap(container, {
    center: [position[0], position[1]],
    zoom,
    maxZoom: tiles.maxZoom,
    // The page must scroll over the map: no wheel zoom, and on touch screens one finger scrolls the
    // page (pinch still zooms, the buttons and the keyboard still work).
    scrollWheelZoom: false,
    dragging: !coarsePointer,
    // Arrow keys pan, + and - zoom, once the map has focus (Leaflet makes the container focusable).
    keyboard: true,
    zoomAnimation: !reduceMotion,
    fadeAnimation: !reduceMotion,
    markerZoomAnimation: !reduceMotion,
    inertia: !reduceMotion,
    // Both added below: the zoom buttons named in the page's language (Leaflet's names are
    // English), the credit without Leaflet's own flag-and-name prefix.
    zoomControl: false,
    attributionControl: false,
  });
  control.zoom({ zoomInTitle: zoomLabels.zoomIn, zoomOutTitle: zoomLabels.zoomOut }).addTo(map);
  // The tile source's credit is its own words (English, as the licence asks them), marked so.
  control.attribution({ prefix: false }).addTo(map).getContainer()?.setAttribute('lang', 'en');
  const layer = tileLayer(tiles.url, { maxZoom: tiles.maxZoom, attribution: tiles.attribution });
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    onTilesSettled();
  };
  layer.once('load', settle);
  layer.once('tileerror', settle);
  layer.addTo(map);
  marker([position[0], position[1]], {
    icon: divIcon({
      html: pinMarkup(),
      className: styles.marker,
      iconSize: [PIN.width, PIN.height],
      iconAnchor: PIN.anchor,
    }),
    // Decorative: the map's label names the place; a focusable marker would be an unnamed button.
    interactive: false,
    keyboard: false,
  }).addTo(map);
  return () => {
    map.remove();
  };
}
