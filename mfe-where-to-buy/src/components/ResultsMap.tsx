import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig, mapTileSource, tr, trFormat, type Dealer } from '@navdhara/shared';
import { needsScript } from '@navdhara/shared/ui';
import styles from './ResultsMap.module.css';

type MapState = 'waiting' | 'loading' | 'ready' | 'failed';
const NEAR_SCREEN = '300px 0px';

/**
 * A map of the results (Leaflet, the site's tile source), as the contact page's map: the server
 * draws a placeholder of the map's final size, and Leaflet is imported only when the map nears
 * the screen. The list above it holds everything the map shows.
 */
export function ResultsMap({ places }: { places: readonly Dealer[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const label = tr('Map of the dealers found');
  const zoomIn = tr('Zoom in');
  const zoomOut = tr('Zoom out');
  const points = JSON.stringify(
    places.map((dealer) => [dealer.latitude, dealer.longitude, dealer.name, dealer.kind]),
  );

  useEffect(() => {
    const node = container.current;
    if (!node) return undefined;
    let cancelled = false;
    let teardown: (() => void) | undefined;
    const start = () => {
      setState('loading');
      import(/* webpackChunkName: "results-map" */ './results-leaflet')
        .then(({ createResultsMap }) => {
          if (cancelled) return;
          teardown = createResultsMap(node, {
            points: JSON.parse(points) as [number, number, string, string][],
            tiles: mapTileSource(getRuntimeConfig().mapTiles),
            zoomLabels: { zoomIn, zoomOut },
            // In the page's language, which is the document's for its whole life.
            groupLabel: (count) => trFormat('{count} places here: zoom in to see them', { count }),
            onTilesSettled: () => {
              if (!cancelled) setState('ready');
            },
          });
        })
        .catch((error: unknown) => {
          console.warn('The results map could not be loaded', error);
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
  }, [points, zoomIn, zoomOut]);

  return (
    <div className={styles.frame} data-map-state={state} {...needsScript()}>
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={label}
        data-testid="results-map"
      />
    </div>
  );
}
