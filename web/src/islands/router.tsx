import { createContext, forwardRef, useContext, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';

/*
 * React Router's API as an island sees it in the browser (vite.islands.config.ts aliases
 * `react-router` to this module in the islands' build). A page served as islands (decision 0107)
 * is a document of its own: each link loads the next page, as a plain link does, and what a
 * component reads of the routes' data is what the server put in the page for its islands
 * (`IslandPage`: the root's data and the page's own). The markup is React Router's own (the same
 * `href`, `data-discover`, NavLink's `active` and `aria-current`), so the islands hydrate the
 * server's HTML as it is. Only what the islands use is here; an island that imports anything else
 * from React Router fails the islands' build.
 */

type To = string | { pathname?: string; search?: string; hash?: string };

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** What the server wrote into the page for its islands: the addresses and the routes' data they read. */
export interface IslandRoutes {
  /** The language's prefix ('/ar'), '/' for English: React Router's basename on the server. */
  basename: string;
  /** The root route's data the islands read (the public configuration, the currency, a form's answer). */
  root: Record<string, unknown>;
  /** The page's own route's data the islands read (its addresses in other languages, a preview). */
  page: Record<string, unknown>;
}

export const IslandRoutesContext = createContext<IslandRoutes>({ basename: '/', root: {}, page: {} });

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function joinBasename(basename: string, pathname: string): string {
  if (basename === '/' || !pathname.startsWith('/')) return pathname;
  return pathname === '/' ? basename : `${basename}${pathname}`;
}

function stripBasename(basename: string, pathname: string): string {
  if (basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

function pathOf(to: To): { pathname: string; search: string; hash: string } {
  if (typeof to !== 'string') return { pathname: to.pathname ?? '', search: to.search ?? '', hash: to.hash ?? '' };
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

export function useLocation(): Location {
  const { basename } = useContext(IslandRoutesContext);
  return useMemo(() => {
    const { pathname, search, hash } = window.location;
    return { pathname: stripBasename(basename, pathname), search, hash, state: null, key: 'default' };
  }, [basename]);
}

export function useHref(to: To): string {
  const { basename } = useContext(IslandRoutesContext);
  const here = useLocation();
  const path = pathOf(to);
  // An empty path stays on this page (a link to '?page=2' or '#top').
  const pathname = path.pathname === '' ? here.pathname : path.pathname;
  return `${joinBasename(basename, pathname)}${path.search}${path.hash}`;
}

/** Goes to another address: the next page loads as a document, as a link's would. */
export function useNavigate(): (to: To | number, options?: { replace?: boolean }) => void {
  const { basename } = useContext(IslandRoutesContext);
  return (to, options) => {
    if (typeof to === 'number') return window.history.go(to);
    const path = pathOf(to);
    const href = `${joinBasename(basename, path.pathname || window.location.pathname)}${path.search}${path.hash}`;
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  };
}

export interface IslandMatch {
  id: string;
  pathname: string;
  params: Record<string, string>;
  data: unknown;
  loaderData: unknown;
  handle: unknown;
}

/** The root route and the page's own, with the data the server gave the islands of each. */
export function useMatches(): IslandMatch[] {
  const routes = useContext(IslandRoutesContext);
  const { pathname } = useLocation();
  return useMemo(
    () => [
      { id: 'root', pathname: '/', params: {}, data: routes.root, loaderData: routes.root, handle: undefined },
      { id: 'page', pathname, params: {}, data: routes.page, loaderData: routes.page, handle: undefined },
    ],
    [routes, pathname],
  );
}

export function useRouteLoaderData(id: string): unknown {
  const routes = useContext(IslandRoutesContext);
  return id === 'root' ? routes.root : undefined;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  prefetch?: string;
  discover?: 'render' | 'none';
  state?: unknown;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    discover = 'render',
    replace: _replace,
    reloadDocument: _reload,
    preventScrollReset: _scroll,
    prefetch: _prefetch,
    state: _state,
    ...rest
  },
  ref,
) {
  const isAbsolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(isAbsolute ? '' : to);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is the caller's children, in `rest`
    <a
      {...rest}
      href={isAbsolute ? (to as string) : href}
      ref={ref}
      data-discover={!isAbsolute && discover === 'render' ? 'true' : undefined}
    />
  );
});

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: LinkProps['style'] | ((props: NavLinkRenderProps) => LinkProps['style']);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    to,
    children,
    ...rest
  },
  ref,
) {
  const here = useLocation();
  let toPathname = pathOf(to).pathname || here.pathname;
  let pathname = here.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    pathname = pathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    pathname === toPathname || (!end && pathname.startsWith(toPathname) && pathname.charAt(endSlash) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});

/*
 * React Router's contexts, which `<Island>` reads on the server to render an island's root as the
 * page's. An island rendered inside another island's root is part of it, so in the browser these
 * are never provided.
 */
export const UNSAFE_DataRouterContext = createContext<unknown>(null);
export const UNSAFE_DataRouterStateContext = createContext<unknown>(null);
export const UNSAFE_FrameworkContext = createContext<unknown>(undefined);
export const UNSAFE_LocationContext = createContext<unknown>(null);
export const UNSAFE_NavigationContext = createContext<unknown>(null);
export const UNSAFE_RouteContext = createContext<unknown>(null);
