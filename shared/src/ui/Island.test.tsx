import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazyIsland } from './Island';
import { preloadLazyCode, setHydratingServerHtml } from './lazy-code';

/** A small interactive part: a counter the tests can press. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

/** An island of the counter whose code arrives when the test says. */
function counterIsland() {
  let arrive!: () => void;
  const load = jest.fn(
    () =>
      new Promise<typeof Counter>((resolve) => {
        arrive = () => resolve(Counter);
      }),
  );
  const Island = lazyIsland('counter', load, {
    when: ['interaction'],
    fallback: <p>Loading</p>,
  });
  return { Island, load, arrive: () => arrive() };
}

/** The page as the server sends it: the island rendered in full with its code. */
async function serverHtml(Island: ReturnType<typeof counterIsland>['Island'], arrive: () => void) {
  const preloaded = preloadLazyCode();
  arrive();
  await preloaded;
  return renderToString(
    <main>
      <Island label="Pressed" />
    </main>,
  );
}

/** The browser's side: the server's HTML in the document... */
function serverPage(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** ...hydrated as the shell does it. */
async function hydrate(container: HTMLElement, Island: ReturnType<typeof counterIsland>['Island']) {
  setHydratingServerHtml(true);
  await act(async () => {
    hydrateRoot(
      container,
      <main>
        <Island label="Pressed" />
      </main>,
    );
  });
  setHydratingServerHtml(false);
}

afterEach(() => setHydratingServerHtml(false));

test('the server renders an island in full once its code is preloaded', async () => {
  const { Island, arrive } = counterIsland();
  const html = await serverHtml(Island, arrive);
  expect(html).toContain('data-island="counter"');
  expect(html).toMatch(/<button type="button">Pressed.*0<\/button>/);
});

test('hydrating, an island keeps the server HTML and fetches nothing until it is touched', async () => {
  const first = counterIsland();
  const html = await serverHtml(first.Island, first.arrive);
  // A second definition stands for the browser, where the code has not been loaded yet.
  const { Island, load, arrive } = counterIsland();
  const container = serverPage(html);
  const serverButton = container.querySelector('button');
  await hydrate(container, Island);
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('button')).toBe(serverButton);
  const box = container.querySelector<HTMLElement>('[data-island="counter"]')!;
  expect(box.dataset.islandReady).toBeUndefined();

  // The first touch asks for the code; the same button, hydrated, then counts.
  fireEvent.pointerDown(serverButton!);
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => arrive());
  expect(box.dataset.islandReady).toBe('true');
  expect(container.querySelector('button')).toBe(serverButton);
  await act(async () => fireEvent.click(serverButton!));
  expect(serverButton).toHaveTextContent('Pressed 1');
  container.remove();
});

test('rendered in the browser (moving to a page), an island loads its code at once', async () => {
  const { Island, load, arrive } = counterIsland();
  render(<Island label="Pressed" />);
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => arrive());
  // React reveals content that replaces a fallback a moment later (its reveal throttle).
  expect(await screen.findByRole('button')).toHaveTextContent('Pressed 0');
});

test('code that cannot load leaves the server HTML, and the next touch tries again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const first = counterIsland();
  const html = await serverHtml(first.Island, first.arrive);
  const load = jest
    .fn<Promise<typeof Counter>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(Counter);
  const Island = lazyIsland('flaky-counter', load, { when: ['interaction'] });
  const container = serverPage(
    html.replace('data-island="counter"', 'data-island="flaky-counter"'),
  );
  await hydrate(container, Island);
  const button = container.querySelector('button')!;
  await act(async () => fireEvent.focusIn(button));
  expect(warn).toHaveBeenCalledWith('The flaky-counter code could not load', expect.any(Error));
  expect(button).toHaveTextContent('Pressed 0');
  await act(async () => fireEvent.keyDown(button));
  expect(load).toHaveBeenCalledTimes(2);
  expect(container.querySelector<HTMLElement>('[data-island]')!.dataset.islandReady).toBe('true');
  container.remove();
});

test('an island given new props while still server HTML loads its code and comes back', async () => {
  const first = counterIsland();
  const html = await serverHtml(first.Island, first.arrive);
  const { Island, load, arrive } = counterIsland();
  const container = serverPage(html);
  setHydratingServerHtml(true);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(
      container,
      <main>
        <Island label="Pressed" />
      </main>,
    );
  });
  setHydratingServerHtml(false);
  expect(load).not.toHaveBeenCalled();
  // A new location (a fragment, a query) re-renders the page with other props: React drops the
  // server HTML it has not hydrated for the island's fallback, which must not wait for a touch.
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () =>
    root.render(
      <main>
        <Island label="Moved" />
      </main>,
    ),
  );
  error.mockRestore();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => arrive());
  expect(await screen.findByRole('button')).toHaveTextContent('Moved 0');
  container.remove();
});
