// i18n: no visitor text (the zoom buttons' names come translated; the tiles' credit is the tile
// source's, marked English; the markers' titles are the dealers' names).
/**
 * The browser-only half of ResultsMap: Leaflet and its stylesheet, in a chunk of their own.
 * Leaflet reads `window` as it loads, so nothing the server renders may import this file.
 */
import { control, divIcon, latLngBounds, map as leafletMap, marker, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTileSource } from '@navdhara/shared';
import styles from './ResultsMap.module.css';

export interface ResultsMapOptions {
  /** [lat, lng, name, kind] of each place, nearest first. */
  points: readonly (readonly [number, number, string, string])[];
  tiles: MapTileSource;
  zoomLabels: { zoomIn: string; zoomOut: string };
  onTilesSettled: () => void;
}

export function createResultsMap(
  container: HTMLElement,
  { points, tiles, zoomLabels, onTilesSettled }: ResultsMapOptions,
): () => void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const coarsePointer = window.matchMedia('(pointer: coarse)').matches;
  const map = leafletMap(container, {
    scrollWheelZoom: false,
    dragging: !coarsePointer,
    keyboard: true,
    zoomAnimation: !reduceMotion,
    fadeAnimation: !reduceMotion,
    markerZoomAnimation: !reduceMotion,
    inertia: !reduceMotion,
    zoomControl: false,
    attributionControl: false,
    maxZoom: tiles.maxZoom,
  });
  control.zoom({ zoomInTitle: zoomLabels.zoomIn, zoomOutTitle: zoomLabels.zoomOut }).addTo(map);
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
  points.forEach(([lat, lng, name, kind]) => {
    marker([lat, lng], {
      // A dot without text (the list names each place): the group's own places in the accent.
      icon: divIcon({
        html: '',
        className: kind === 'facility' ? `${styles.marker} ${styles.facility}` : styles.marker,
        iconSize: [22, 22],
        iconAnchor: [11, 11],
      }),
      title: name,
      alt: name,
      // The list above names and links every place; a marker adds no action of its own.
      interactive: false,
      keyboard: false,
    }).addTo(map);
  });
  const bounds = latLngBounds(points.map(([lat, lng]) => [lat, lng] as [number, number]));
  map.fitBounds(bounds.pad(0.15), { maxZoom: 13 });
  return () => {
    map.remove();
  };
}
