// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
} from 'react-router';
import { Form, IslandRoutesContext, Link, NavLink } from './router';

/*
 * An island hydrates HTML the server rendered with React Router's links; in the browser it renders
 * them with src/islands/router.tsx. The two must write the same markup, or the hydration fails.
 */

/** The HTML React's server writes for an element (a string, not a Testing Library render). */
const htmlOf = (element: ReactElement) => renderToString(element);

const links = (L: typeof Link, N: typeof NavLink, F: typeof Form) => (
  <>
    <L to="/about" className="a">
      About
    </L>
    <L to="/all-properties?beds=2#list">Two bedrooms</L>
    <L to="https://wa.me/971">Chat</L>
    <N to="/blogs" className="n">
      Insights
    </N>
    <N to="/blogs/other" className={({ isActive }) => (isActive ? 'on' : 'off')}>
      Other
    </N>
    <N to="/" end>
      Home
    </N>
    <F method="get" action="/all-properties" className="search">
      <input name="q" />
    </F>
  </>
);

describe('the islands router', () => {
  it.each([
    ['/', '/blogs'],
    ['/ar', '/ar/blogs'],
  ])('writes the links React Router writes (basename %s)', async (basename, address) => {
    // React Router's own server rendering, as the page's is (a data router: its Form needs one).
    const routes = [
      {
        path: '*',
        Component: () =>
          links(
            RouterLink as typeof Link,
            RouterNavLink as unknown as typeof NavLink,
            RouterForm as unknown as typeof Form,
          ),
      },
    ];
    const handler = createStaticHandler(routes, { basename });
    const context = await handler.query(new Request(new URL(address, 'http://localhost')));
    if (context instanceof Response) throw new Error('no page');
    // eslint-disable-next-line testing-library/render-result-naming-convention -- an HTML string
    const router = htmlOf(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    vi.stubGlobal('window', { location: new URL(address, 'http://localhost') });
    // eslint-disable-next-line testing-library/render-result-naming-convention -- an HTML string
    const island = htmlOf(
      <IslandRoutesContext.Provider value={{ basename, root: {}, page: {} }}>
        {links(Link, NavLink, Form)}
      </IslandRoutesContext.Provider>,
    );
    expect(island).toBe(router);
    expect(island).toContain(`href="${basename === '/' ? '' : basename}/about"`);
    expect(island).toContain('aria-current="page"');
    vi.unstubAllGlobals();
  });
});
