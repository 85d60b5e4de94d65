import { act, startTransition, useLayoutEffect, useState } from 'react';
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

test('a press made after the page is hydrated but before React reaches the part is answered', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page label="Pressed" />);
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  /** Presses the part's button once the page's own pass is committed, before React's pass over the part. */
  function PressAtOnce() {
    useLayoutEffect(() => {
      queueMicrotask(() => serverButton.click());
    }, []);
    return null;
  }
  // React's scheduler, as in a browser (not act's queue, which would run every pass at once).
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    setHydratingServerHtml(true);
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          <Page label="Pressed" />
          <PressAtOnce />
        </>,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  expect(container.querySelector('button')).toBe(serverButton);
  expect(serverButton).toHaveTextContent('Pressed 1');
});

test('rendered in the browser (a later page), the part renders at once', async () => {
  render(<Page label="Pressed" />);
  const button = screen.getByRole('button');
  expect(button).toHaveTextContent('Pressed 0');
  await act(async () => fireEvent.click(button));
  expect(button).toHaveTextContent('Pressed 1');
});
