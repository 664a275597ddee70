import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';

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

/*
 * The page's address. An island may change its query (a search's filters, its page, list or map)
 * without leaving the page: the address changes in the history and every island reading it
 * renders again, as the back and forward buttons make them do.
 */
const addressListeners = new Set<() => void>();
const addressChanged = () => addressListeners.forEach((listener) => listener());
let watchingHistory = false;
function subscribeToAddress(listener: () => void): () => void {
  if (!watchingHistory) {
    window.addEventListener('popstate', addressChanged);
    watchingHistory = true;
  }
  addressListeners.add(listener);
  return () => addressListeners.delete(listener);
}
const currentAddress = () => window.location.href;

export function useLocation(): Location {
  const { basename } = useContext(IslandRoutesContext);
  const address = useSyncExternalStore(subscribeToAddress, currentAddress, currentAddress);
  return useMemo(() => {
    const { pathname, search, hash } = new URL(address);
    return { pathname: stripBasename(basename, pathname), search, hash, state: null, key: 'default' };
  }, [address, basename]);
}

type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];

/** The address's query, and a way to change it in place (a new history entry, or `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: { replace?: boolean }) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: { replace?: boolean }) => {
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next,
      ).toString();
      const address = `${window.location.pathname}${value ? `?${value}` : ''}`;
      if (options?.replace) window.history.replaceState(null, '', address);
      else window.history.pushState(null, '', address);
      addressChanged();
    },
    [],
  );
  return [params, setParams];
}

/** No navigation is ever pending on a page of islands: a change of query shows at once, a link loads a page. */
export function useNavigation(): { state: 'idle'; location: undefined } {
  return { state: 'idle', location: undefined };
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

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & {
  method?: 'get' | 'post' | 'GET' | 'POST';
  action?: string;
  discover?: 'render' | 'none';
  reloadDocument?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
};

/** A form that sends as a plain one does: the answer loads as the next page. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  {
    method = 'get',
    action,
    discover = 'render',
    reloadDocument: _reload,
    replace: _replace,
    preventScrollReset: _scroll,
    ...rest
  },
  ref,
) {
  const isAbsolute = typeof action === 'string' && ABSOLUTE_URL.test(action);
  const href = useHref(isAbsolute || action === undefined ? '' : action);
  return (
    <form
      ref={ref}
      method={method.toLowerCase() === 'get' ? 'get' : 'post'}
      action={isAbsolute ? action : href}
      {...rest}
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
