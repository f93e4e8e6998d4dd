import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstRouteCode } from '../../app/first-render.ts';
import { codeAskedForSoFar, lazyNamed } from './lazy-page.ts';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** A module load the test finishes when it wants. */
function deferredModule() {
  let finish: () => void = () => {};
  const loaded = new Promise<{ Greeting: typeof Greeting }>((resolve) => {
    finish = () => resolve({ Greeting });
  });
  return { load: () => loaded, finish };
}

function renderInSuspense(
  Component: ReturnType<typeof lazyNamed<{ Greeting: typeof Greeting }, 'Greeting'>>,
) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component name="Asha" />
    </Suspense>,
  );
}

describe('lazyNamed', () => {
  it('renders in the same render, without its fallback, once preloaded code has arrived', async () => {
    const module = deferredModule();
    const LazyGreeting = lazyNamed(module.load, 'Greeting');
    LazyGreeting.preload();
    module.finish();
    await act(() => codeAskedForSoFar(1000));

    renderInSuspense(LazyGreeting);
    // No await: a component that suspended would show its fallback here.
    expect(screen.getByText('hello Asha')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while the code is on its way, then the component', async () => {
    const module = deferredModule();
    const LazyGreeting = lazyNamed(module.load, 'Greeting');
    renderInSuspense(LazyGreeting);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => module.finish());
    expect(await screen.findByText('hello Asha')).toBeTruthy();
  });
});

describe('firstRouteCode', () => {
  it('waits for the page code the first route asked for', async () => {
    const module = deferredModule();
    const Page = lazyNamed(module.load, 'Greeting');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            // As routes.tsx's startingEarly does: the page's code a task after the loader.
            setTimeout(Page.preload, 0);
            return null;
          },
          element: <Page name="Asha" />,
        },
      ],
      { initialEntries: ['/'] },
    );
    let isReady = false;
    const ready = firstRouteCode(router).then(() => {
      isReady = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isReady).toBe(false);
    module.finish();
    await ready;
    expect(isReady).toBe(true);
    router.dispose();
  });
});
