import {
  act,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { setHydratingServerHtml } from './Island';
import { LazyHydrate } from './LazyHydrate';

/** A part with something to do once the visitor presses it. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label }: { label: string }) {
  return (
    <main>
      <h1>Feeds</h1>
      <LazyHydrate>
        <section>
          <p>Our feeds</p>
          <Counter label={label} />
        </section>
      </LazyHydrate>
    </main>
  );
}

/** React marks each element it has hydrated with its fiber; the server's HTML has none. */
function isHydrated(element: Element | null): boolean {
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/** The page as the server sends it, in the document, hydrated as the shell does it. */
async function hydratedServerPage(label = 'Pressed') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page label={label} />);
  document.body.append(container);
  let root!: Root;
  setHydratingServerHtml(true);
  await act(async () => {
    root = hydrateRoot(container, <Page label={label} />);
  });
  setHydratingServerHtml(false);
  return { container, root };
}

afterEach(() => {
  setHydratingServerHtml(false);
  document.body.innerHTML = '';
});

test('the server renders the part in full, with no element of its own', () => {
  expect(renderToString(<Page label="Pressed" />)).toMatch(
    /<main><h1>Feeds<\/h1><!--\$--><section><p>Our feeds<\/p><button type="button">Pressed.*0<\/button><\/section><!--\/\$--><\/main>/,
  );
});

test('hydrating, the part stays the server HTML; a press hydrates it and is answered', async () => {
  const { container } = await hydratedServerPage();
  const serverButton = container.querySelector('button')!;
  expect(isHydrated(container.querySelector('h1'))).toBe(true);
  expect(isHydrated(container.querySelector('section'))).toBe(false);
  expect(isHydrated(serverButton)).toBe(false);

  await act(async () => fireEvent.click(serverButton));
  expect(isHydrated(serverButton)).toBe(true);
  // The same element, hydrated, not a new one rendered over it.
  expect(container.querySelector('button')).toBe(serverButton);
  expect(serverButton).toHaveTextContent('Pressed 1');
});

test('new props reaching a part not yet hydrated hydrate it with them, keeping its elements', async () => {
  const { container, root } = await hydratedServerPage();
  const serverButton = container.querySelector('button')!;
  await act(async () => root.render(<Page label="Chosen" />));
  expect(container.querySelector('button')).toBe(serverButton);
  expect(isHydrated(serverButton)).toBe(true);
  expect(serverButton).toHaveTextContent('Chosen 0');
});

/**
 * Hydrates the server's page as a browser does (React's scheduler, not act's queue, which would run
 * every pass at once) and runs `act` once the page's own pass is committed, before React's pass
 * over the part; resolves once the button shows `expected`, or after 3 s (a busy machine is slow;
 * a page that hangs never gets there).
 */
async function hydrateThenAtOnce(page: ReactNode, act: () => void, expected: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  function AtOnce() {
    useLayoutEffect(() => queueMicrotask(act), []);
    return null;
  }
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    setHydratingServerHtml(true);
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {page}
          <AtOnce />
        </>,
      );
    });
    for (let waited = 0; waited < 3000; waited += 20) {
      if (container.querySelector('button')?.textContent === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  return container;
}

test('a press made after the page is hydrated but before React reaches the part is answered', async () => {
  let serverButton: HTMLButtonElement | null = null;
  const container = await hydrateThenAtOnce(
    <Page label="Pressed" />,
    () => {
      serverButton = document.querySelector('button');
      serverButton?.click();
    },
    'Pressed 1',
  );
  expect(serverButton).not.toBeNull();
  expect(container.querySelector('button')).toBe(serverButton);
  expect(serverButton).toHaveTextContent('Pressed 1');
});

/** The label as the router gives a page its location: through context, not the part's props. */
const LabelContext = createContext('Pressed');

function LabelledCounter() {
  return <Counter label={useContext(LabelContext)} />;
}

/** A page whose part reads what changes on a move to another page from context. */
function RoutedPage() {
  const [label, setLabel] = useState('Pressed');
  // A layout effect, as the test moves the page right after the first commit.
  useLayoutEffect(() => {
    const move = () => startTransition(() => setLabel('Moved'));
    window.addEventListener('move', move);
    return () => window.removeEventListener('move', move);
  }, []);
  return (
    <LabelContext.Provider value={label}>
      <main>
        <h1>Feeds</h1>
        <LazyHydrate>
          <footer>
            <LabelledCounter />
          </footer>
        </LazyHydrate>
      </main>
    </LabelContext.Provider>
  );
}

test('the back button pressed before React reaches the part moves the page on', async () => {
  const container = await hydrateThenAtOnce(
    <RoutedPage />,
    () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.dispatchEvent(new Event('move'));
    },
    'Moved 0',
  );
  expect(container.querySelector('button')).toHaveTextContent('Moved 0');
  expect(isHydrated(container.querySelector('footer'))).toBe(true);
});

test('new props in a transition before React reaches the part hydrate it with them', async () => {
  function MovingPage() {
    const [label, setLabel] = useState('Pressed');
    useEffect(() => startTransition(() => setLabel('Moved')), []);
    return <Page label={label} />;
  }
  const container = await hydrateThenAtOnce(<MovingPage />, () => undefined, 'Moved 0');
  expect(container.querySelector('button')).toHaveTextContent('Moved 0');
  expect(isHydrated(container.querySelector('section'))).toBe(true);
});

test('rendered in the browser (a later page), the part renders at once', async () => {
  render(<Page label="Pressed" />);
  const button = screen.getByRole('button');
  expect(button).toHaveTextContent('Pressed 0');
  await act(async () => fireEvent.click(button));
  expect(button).toHaveTextContent('Pressed 1');
});
