// i18n: no visitor text (the zoom buttons' and groups' names come translated; the tiles' credit
// is the tile source's, marked English; the markers' titles are the dealers' names).
/**
 * The browser-only half of ResultsMap: Leaflet, its marker grouping and their stylesheets, in a
 * chunk of their own. Leaflet reads `window` as it loads, so nothing the server renders may import
 * this file.
 *
 * Markers close together on the screen are grouped (Leaflet.markercluster, the Leaflet project's
 * own plugin: a town's dozen dealers are one numbered circle until the visitor zooms in). The
 * plugin extends the `L` global Leaflet sets as it loads, so it is imported after Leaflet.
 */
import {
  control,
  divIcon,
  latLngBounds,
  map as leafletMap,
  marker,
  markerClusterGroup,
  tileLayer,
  type MarkerCluster,
} from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { MapTileSource } from '@navdhara/shared';
import styles from './ResultsMap.module.css';

export interface ResultsMapOptions {
  /** [lat, lng, name, kind] of each place, nearest first. */
  points: readonly (readonly [number, number, string, string])[];
  tiles: MapTileSource;
  zoomLabels: { zoomIn: string; zoomOut: string };
  /** The name of a group of `count` markers (a button: pressing it zooms in on them). */
  groupLabel: (count: number) => string;
  onTilesSettled: () => void;
}

/** A group's icon: its count, and its name for a screen reader (the marker is a button). */
function groupIcon(cluster: MarkerCluster, label: (count: number) => string) {
  const count = cluster.getChildCount();
  const html = document.createElement('span');
  const shown = document.createElement('span');
  shown.textContent = String(count);
  shown.setAttribute('aria-hidden', 'true');
  const name = document.createElement('span');
  name.className = styles.groupName ?? '';
  name.textContent = label(count);
  html.append(shown, name);
  const size = count < 10 ? 36 : count < 100 ? 42 : 48;
  return divIcon({
    html,
    className: styles.group,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export function createResultsMap(
  container: HTMLElement,
  { points, tiles, zoomLabels, groupLabel, onTilesSettled }: ResultsMapOptions,
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
  const groups = markerClusterGroup({
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    animate: !reduceMotion,
    maxClusterRadius: 48,
    iconCreateFunction: (cluster) => groupIcon(cluster, groupLabel),
  });
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
    }).addTo(groups);
  });
  groups.addTo(map);
  const bounds = latLngBounds(points.map(([lat, lng]) => [lat, lng] as [number, number]));
  map.fitBounds(bounds.pad(0.15), { maxZoom: 13 });
  return () => {
    map.remove();
  };
}
