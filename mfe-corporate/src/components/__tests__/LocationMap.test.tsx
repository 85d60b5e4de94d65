import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setRuntimeConfig, site } from '@navdhara/shared';
import { LocationMap } from '../LocationMap';
import type { LocationMapOptions } from '../leaflet-map';

const teardown = jest.fn();
const createLocationMap = jest.fn((_node: HTMLElement, options: LocationMapOptions) => {
  options.onTilesSettled();
  return teardown;
});
jest.mock('../leaflet-map', () => ({
  createLocationMap: (node: HTMLElement, options: LocationMapOptions) =>
    createLocationMap(node, options),
}));

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  createLocationMap.mockClear();
  teardown.mockClear();
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

const props = {
  label: 'Map of Navdhara Feeds',
  zoomLabels: { zoomIn: 'नक्शा बड़ा करें', zoomOut: 'नक्शा छोटा करें' },
  position: [29.704, 76.99] as const,
};

describe('LocationMap', () => {
  it('renders a labelled placeholder on the server, with no map', () => {
    const html = renderToString(<LocationMap {...props} />);
    expect(html).toContain('aria-label="Map of Navdhara Feeds"');
    expect(html).toContain('data-map-state="waiting"');
    expect(html).not.toContain('leaflet');
  });

  it('loads the map only when it nears the screen, with the tile source from the runtime config, and removes it on unmount', async () => {
    setRuntimeConfig({ mapTiles: { url: 'http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png' } });
    const { container, unmount } = render(<LocationMap {...props} />);
    const region = screen.getByRole('region', { name: 'Map of Navdhara Feeds' });
    expect(container.querySelector('[data-map-state]')).toHaveAttribute(
      'data-map-state',
      'waiting',
    );
    expect(createLocationMap).not.toHaveBeenCalled();

    await act(async () => FakeObserver.instances[0]?.enter());
    await waitFor(() =>
      expect(container.querySelector('[data-map-state]')).toHaveAttribute(
        'data-map-state',
        'ready',
      ),
    );
    expect(FakeObserver.instances[0]?.disconnected).toBe(true);
    expect(createLocationMap).toHaveBeenCalledTimes(1);
    const [node, options] = createLocationMap.mock.calls[0]!;
    expect(node).toBe(region);
    expect(options.position).toEqual([29.704, 76.99]);
    // Leaflet's zoom buttons take the names given in the page's language, not their English.
    expect(options.zoomLabels).toEqual(props.zoomLabels);
    expect(options.tiles).toEqual({
      ...site.mapTiles,
      url: 'http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png',
    });

    unmount();
    expect(teardown).toHaveBeenCalledTimes(1);
  });
});

describe("Leaflet's stylesheet", () => {
  it("styles only Leaflet's own elements (remotes share one page, with no CSS isolation)", () => {
    const css = fs
      .readFileSync(
        path.join(path.dirname(require.resolve('leaflet/package.json')), 'dist', 'leaflet.css'),
        'utf8',
      )
      .replace(/\/\*[\s\S]*?\*\//g, '');
    // Every rule's selectors (inner rules of @media blocks included), one by one.
    const selectors = [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)]
      .flatMap((match) => match[1]!.split(','))
      .map((selector) => selector.trim());
    expect(selectors.length).toBeGreaterThan(100);
    // A selector naming a leaflet- class (the legacy VML one aside), with no sibling combinator,
    // matches only Leaflet's elements or what is inside them.
    const foreign = selectors.filter(
      (selector) => !/\.(leaflet-|lvml\b)/.test(selector) || /[~+]/.test(selector),
    );
    expect(foreign).toEqual([]);
  });
});
