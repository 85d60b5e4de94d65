import {
  act,
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { preloadLazyCode, setHydratingServerHtml } from './lazy-code';
import { staticParts } from './StaticParts';

/** A part with something to do once the visitor presses it. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <p>Our feeds</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label} {count}
      </button>
    </section>
  );
}

/** The label as the router gives a page its location: through context, not the part's props. */
const LabelContext = createContext('Pressed');

/** A part with a link the router follows, and what reads the location from context. */
function Links({ followed }: { followed: (href: string) => void }) {
  const label = useContext(LabelContext);
  return (
    <footer>
      <a
        href="/feeds"
        onClick={(event) => {
          event.preventDefault();
          followed('/feeds');
        }}
      >
        Feeds
      </a>
      <button type="button">{label} 0</button>
    </footer>
  );
}

const partsModule = { Counter, Links };

/**
 * What lets in the code of each test's browser copies after it: the next test's preloadLazyCode
 * loads every copy defined so far (see definePage).
 */
const afterTest = new Set<() => void>();

/**
 * A page's parts, defined afresh for each test (the code a definition loads stays loaded): the
 * server's copy has its code loaded by preloadLazyCode, as the renderer does; the browser's,
 * defined after, loads it when the test says (`arrive`).
 */
async function definePage() {
  const serverParts = staticParts('feeds', () => Promise.resolve(partsModule));
  await preloadLazyCode();
  let arrive = () => undefined as void;
  let testOver = false;
  afterTest.add(() => {
    testOver = true;
    arrive();
  });
  const load = jest.fn(() =>
    testOver
      ? Promise.resolve(partsModule)
      : new Promise<typeof partsModule>((resolve) => {
          arrive = () => resolve(partsModule);
        }),
  );
  const browserParts = staticParts('feeds', load);
  function pageWith(parts: typeof browserParts) {
    const CounterPart = parts.part('Counter');
    const LinksPart = parts.part('Links');
    return function Page({
      label = 'Pressed',
      followed = () => undefined,
    }: {
      label?: string;
      followed?: (href: string) => void;
    }) {
      return (
        <main>
          <h1>Feeds</h1>
          <CounterPart label={label} />
          <LinksPart followed={followed} />
        </main>
      );
    };
  }
  return {
    Page: pageWith(browserParts),
    ServerPage: pageWith(serverParts),
    load,
    /** Lets the code in, and waits for React to be done with it. */
    arrive: async () => {
      await act(async () => arrive());
    },
    /** Lets the code in, for a test inside an act() that waits on it. */
    arriveNow: () => arrive(),
  };
}

/**
 * Runs `steps` with React's own scheduler rather than act's queue, which holds all work until the
 * act ends (and then waits for what suspends): for steps between an update and what it waits on.
 */
async function outsideAct(steps: () => Promise<void>) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await steps();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

/** Resolves once `done()` holds, or after 3 s (a busy machine is slow; a hang never gets there). */
async function until(done: () => boolean) {
  for (let waited = 0; waited < 3000 && !done(); waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/** React marks each element it has hydrated with its fiber; the server's HTML has none. */
function isHydrated(element: Element | null): boolean {
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/** The page as the server sends it, in the document, hydrated as the shell does it. */
async function hydratedServerPage(label = 'Pressed') {
  const defined = await definePage();
  const followed = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<defined.ServerPage label={label} />);
  document.body.append(container);
  let root!: Root;
  setHydratingServerHtml(true);
  await act(async () => {
    root = hydrateRoot(container, <defined.Page label={label} followed={followed} />);
  });
  setHydratingServerHtml(false);
  return { container, root, followed, ...defined };
}

afterEach(() => {
  for (const letIn of afterTest) letIn();
  afterTest.clear();
  setHydratingServerHtml(false);
  document.body.innerHTML = '';
});

test('the server renders each part in full, in a box that names it', async () => {
  const { ServerPage } = await definePage();
  expect(renderToString(<ServerPage />)).toMatch(
    /<main><h1>Feeds<\/h1><div class="island" data-static-part="feeds\/Counter"><!--\$--><section><p>Our feeds<\/p><button type="button">Pressed.*0<\/button><\/section><!--\/\$--><\/div><div class="island" data-static-part="feeds\/Links">/,
  );
});

test('hydrating, a part stays the server HTML and its code is not fetched', async () => {
  const { container, load } = await hydratedServerPage();
  expect(isHydrated(container.querySelector('h1'))).toBe(true);
  expect(isHydrated(container.querySelector('section'))).toBe(false);
  expect(isHydrated(container.querySelector('button'))).toBe(false);
  // A press outside every part fetches nothing either.
  await act(async () => fireEvent.pointerDown(container.querySelector('h1')!));
  expect(load).not.toHaveBeenCalled();
});

test('a press in a part fetches its code and hydrates it, keeping its elements', async () => {
  const { container, load, arriveNow } = await hydratedServerPage();
  const serverButton = container.querySelector('section button')!;
  // act() waits for what the part waits on: its code, let in once the fetch is seen to start.
  const pressed = act(async () => fireEvent.pointerDown(serverButton));
  expect(load).toHaveBeenCalledTimes(1);
  expect(isHydrated(serverButton)).toBe(false);
  arriveNow();
  await pressed;
  expect(isHydrated(serverButton)).toBe(true);
  // The same element, hydrated, not a new one rendered over it; the other part is still HTML.
  expect(container.querySelector('section button')).toBe(serverButton);
  expect(isHydrated(container.querySelector('footer'))).toBe(false);
  await act(async () => fireEvent.click(serverButton));
  expect(serverButton).toHaveTextContent('Pressed 1');
});

test('a link pressed before its part has code is followed once the part is hydrated', async () => {
  const { container, followed, arrive } = await hydratedServerPage();
  const link = container.querySelector('a')!;
  let defaultPrevented = false;
  await act(async () => {
    fireEvent.pointerDown(link);
    defaultPrevented = !fireEvent.click(link);
  });
  // Held, not left to the browser (a full page load), and not yet answered.
  expect(defaultPrevented).toBe(true);
  expect(followed).not.toHaveBeenCalled();
  await arrive();
  expect(followed).toHaveBeenCalledWith('/feeds');
  expect(container.querySelector('a')).toBe(link);
});

test("a script's button pressed before its part has code is pressed again once it is hydrated", async () => {
  const { container, arriveNow } = await hydratedServerPage();
  const serverButton = container.querySelector('section button')!;
  const pressed = act(async () => {
    fireEvent.pointerDown(serverButton);
    fireEvent.click(serverButton);
  });
  expect(serverButton).toHaveTextContent('Pressed 0');
  arriveNow();
  await pressed;
  await act(async () => undefined);
  expect(container.querySelector('section button')).toBe(serverButton);
  expect(serverButton).toHaveTextContent('Pressed 1');
});

// In a transition, as the router's updates are; an urgent update would have React render the part
// afresh instead, over its server HTML, once the code is here.
test('new props reaching a part not yet hydrated hydrate it with them, keeping its elements', async () => {
  const { container, root, Page, load, arriveNow } = await hydratedServerPage();
  const serverButton = container.querySelector('section button')!;
  await outsideAct(async () => {
    startTransition(() => root.render(<Page label="Chosen" />));
    await until(() => load.mock.calls.length > 0);
    expect(load).toHaveBeenCalledTimes(1);
    arriveNow();
    await until(() => serverButton.textContent === 'Chosen 0');
  });
  expect(container.querySelector('section button')).toBe(serverButton);
  expect(isHydrated(serverButton)).toBe(true);
  expect(serverButton).toHaveTextContent('Chosen 0');
});

/**
 * Hydrates the server's page as a browser does (React's scheduler, not act's queue, which would run
 * every pass at once) and runs `act` once the page's own pass is committed, before React's pass
 * over the parts; resolves once `selector` shows `expected`, or after 3 s (a busy machine is slow;
 * a page that hangs never gets there).
 */
async function hydrateThenAtOnce(
  server: ReactNode,
  page: ReactNode,
  act: () => void,
  selector: string,
  expected: string,
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
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
      if (container.querySelector(selector)?.textContent === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  return container;
}

test('a press made after the page is hydrated but before React reaches the part is answered', async () => {
  const { Page, ServerPage, arriveNow } = await definePage();
  let serverButton: HTMLButtonElement | null = null;
  const container = await hydrateThenAtOnce(
    <ServerPage />,
    <Page />,
    () => {
      serverButton = document.querySelector('section button');
      serverButton?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      arriveNow();
      setTimeout(() => serverButton?.click(), 0);
    },
    'section button',
    'Pressed 1',
  );
  expect(serverButton).not.toBeNull();
  expect(container.querySelector('section button')).toBe(serverButton);
  expect(serverButton).toHaveTextContent('Pressed 1');
});

/** A page whose parts read what changes on a move to another page from context. */
function routedPage(PageOf: Awaited<ReturnType<typeof definePage>>['Page']) {
  return function RoutedPage() {
    const [label, setLabel] = useState('Pressed');
    // A layout effect, as the test moves the page right after the first commit.
    useLayoutEffect(() => {
      const move = () => startTransition(() => setLabel('Moved'));
      window.addEventListener('move', move);
      return () => window.removeEventListener('move', move);
    }, []);
    return (
      <LabelContext.Provider value={label}>
        <PageOf />
      </LabelContext.Provider>
    );
  };
}

test('the back button pressed before React reaches the parts moves the page on', async () => {
  const { Page, ServerPage, load, arriveNow } = await definePage();
  const RoutedPage = routedPage(Page);
  const container = await hydrateThenAtOnce(
    <ServerPage />,
    <RoutedPage />,
    () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.dispatchEvent(new Event('move'));
      arriveNow();
    },
    'footer button',
    'Moved 0',
  );
  expect(load).toHaveBeenCalled();
  expect(container.querySelector('footer button')).toHaveTextContent('Moved 0');
  expect(isHydrated(container.querySelector('footer'))).toBe(true);
});

test('a move to another page after React reached the parts fetches their code and goes on', async () => {
  const { Page, ServerPage, load, arriveNow } = await definePage();
  const RoutedPage = routedPage(Page);
  const container = await hydrateThenAtOnce(
    <ServerPage />,
    <RoutedPage />,
    () =>
      void new Promise((resolve) => setTimeout(resolve, 200))
        .then(() => {
          window.dispatchEvent(new Event('move'));
          return until(() => load.mock.calls.length > 0);
        })
        .then(arriveNow),
    'footer button',
    'Moved 0',
  );
  expect(load).toHaveBeenCalled();
  expect(container.querySelector('footer button')).toHaveTextContent('Moved 0');
});

test('rendered in the browser (a later page) with its code, a part renders at once', async () => {
  const { Page, arrive } = await definePage();
  const preloaded = preloadLazyCode();
  await arrive();
  await preloaded;
  render(<Page />);
  const button = document.querySelector('section button')!;
  expect(screen.getByText('Our feeds')).toBeInTheDocument();
  await act(async () => fireEvent.click(button));
  expect(button).toHaveTextContent('Pressed 1');
});

test('rendered afresh while hydrating (React recovering from a mismatch), a part opens at once', async () => {
  const { Page, load, arrive } = await definePage();
  const container = document.createElement('div');
  document.body.append(container);
  setHydratingServerHtml(true);
  await act(async () => createRoot(container).render(<Page />));
  expect(load).toHaveBeenCalled();
  await arrive();
  expect(container.querySelector('section button')).toHaveTextContent('Pressed 0');
});
