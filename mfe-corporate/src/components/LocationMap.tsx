import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig, mapTileSource } from '@navdhara/shared';
import { needsScript } from '@navdhara/shared/ui';
import styles from './LocationMap.module.css';
import type { ZoomLabels } from './leaflet-map';
import { PIN } from './map-pin';

export interface LocationMapProps {
  /** The map's accessible name ("Map of <place>"), in the page's language. */
  label: string;
  /** The zoom buttons' names, in the page's language. */
  zoomLabels: ZoomLabels;
  position: readonly [number, number];
  zoom?: number;
}

type MapState = 'waiting' | 'loading' | 'ready' | 'failed';

/** How far below the screen a map starts loading, so it is usually ready when scrolled to. */
const NEAR_SCREEN = '300px 0px';

/**
 * An embedded map centred on a location, with a marker. The server and the first browser render
 * draw a placeholder of the map's final size (the frame is sized by CSS alone, so nothing moves
 * when the map arrives); Leaflet is imported only when the map nears the screen, so a visitor who
 * never scrolls to it downloads none of it. The tile source is the site config's, or the
 * environment's override from the runtime config.
 */
export function LocationMap({ label, zoomLabels, position, zoom = 14 }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const [lat, lng] = position;
  const { zoomIn, zoomOut } = zoomLabels;

  useEffect(() => {
    const node = container.current;
    if (!node) return undefined;
    let cancelled = false;
    let teardown: (() => void) | undefined;
    const start = () => {
      setState('loading');
      import('./leaflet-map')
        .then(({ createLocationMap }) => {
          if (cancelled) return;
          teardown = createLocationMap(node, {
            position: [lat, lng],
            zoom,
            zoomLabels: { zoomIn, zoomOut },
            tiles: mapTileSource(getRuntimeConfig().mapTiles),
            onTilesSettled: () => {
              if (!cancelled) setState('ready');
            },
          });
        })
        .catch((error: unknown) => {
          // The placeholder and the "Open in maps" link stay: the page is still complete.
          console.warn('The location map could not be loaded', error);
          if (!cancelled) setState('failed');
        });
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(node);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      teardown?.();
    };
  }, [lat, lng, zoom, zoomIn, zoomOut]);

  return (
    <div className={styles.frame} data-map-state={state} {...needsScript()}>
      {/* Placeholder: drawn under the map until its tiles cover it; the pin sits where the marker will. */}
      {state !== 'ready' && (
        <svg
          className={styles.placeholderPin}
          width={PIN.width}
          height={PIN.height}
          viewBox={PIN.viewBox}
          aria-hidden="true"
          focusable="false"
        >
          <path d={PIN.outline} fill={PIN.fill} stroke="#fff" strokeWidth="2.5" />
          <circle cx="18" cy="18" r="6.5" fill="#fff" />
        </svg>
      )}
      {/*
        Leaflet owns this element's classes and children once the map starts: React renders it with
        fixed props and no children, so a re-render never touches what Leaflet added.
      */}
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={label}
        data-testid="location-map-canvas"
      />
    </div>
  );
}
