import { Component, type ReactNode } from 'react';
import { render, unmountComponentAtNode } from 'react-dom';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's `HydratedRouter` decodes the state the server streamed into the page on its first
 * render and, until that is done, suspends by throwing the decoding's promise. React holds a
 * suspended root and hydrates once it settles; Preact needs a Suspense boundary for that, and a
 * boundary above the document would keep only the first of the document's nodes and build the
 * page again beside it. So, in the browser build, the router is rendered once into a detached
 * element first, the promise it throws is caught, and the document is hydrated once it has
 * settled: the router then renders at once, with nothing to wait for.
 */
class CatchSuspension extends Component<
  { children: ReactNode; onSuspend: (wait: PromiseLike<unknown> | null) => void },
  { caught: boolean }
> {
  override state = { caught: false };

  override componentDidCatch(error: unknown) {
    const thenable = error && typeof (error as PromiseLike<unknown>).then === 'function';
    this.props.onSuspend(thenable ? (error as PromiseLike<unknown>) : null);
    this.setState({ caught: true });
  }

  override render() {
    return this.state.caught ? null : this.props.children;
  }
}

let probing = false;

/** True while the router is made ahead of the hydration: the document renders nothing then. */
export function probingRouter(): boolean {
  return probing;
}

/** A task of its own, after the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Settles once the router's streamed state is decoded and the router made, each in a task of its
 * own, so that the hydration's first task holds the page's first section and little else: the
 * router is made by rendering it once more into the detached element with the document left out.
 */
export async function routerStateDecoded(): Promise<void> {
  const probe = document.createElement('div');
  let waiting: PromiseLike<unknown> | null = null;
  const renderProbe = () =>
    render(
      <CatchSuspension onSuspend={(wait) => (waiting = wait)}>
        <HydratedRouter />
      </CatchSuspension>,
      probe,
    );
  renderProbe();
  unmountComponentAtNode(probe);
  if (!waiting) return;
  await Promise.resolve(waiting).catch(() => undefined);
  await nextTask();
  probing = true;
  try {
    renderProbe();
    unmountComponentAtNode(probe);
  } finally {
    probing = false;
  }
  await nextTask();
}
