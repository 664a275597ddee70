import {
  GONE_REASONS,
  pathOf,
  ROUTE_PATHS,
  TOTAL_COUNT_HEADER,
  TOTAL_LOWER_BOUND_HEADER,
  type GoneReason,
  type ParamsOption,
  type RouteBody,
  type RouteName,
  type RouteQuery,
  type RouteResponse,
} from '@estate/contract';

/**
 * One fetch wrapper for every contract call, on the server and in the browser.
 * In the browser the CMS is the same origin (/api is proxied by the web server), so no CMS address
 * or key is ever bundled. On the server, loaders call the CMS directly; the web server registers
 * the base address and the visitor's forwarding headers for the request being rendered.
 */

export interface ServerApiContext {
  baseUrl: string;
  headers?: Record<string, string>;
  /**
   * How the server sends its calls (the web server's keep-alive HTTP client, server/cms-client.ts);
   * fetch when absent. A render makes about a dozen calls, and Node's fetch (web streams over
   * undici) cost about twice the CPU of a plain HTTP request for each (decision 0048).
   */
  send?: ApiTransport;
}

/** One HTTP exchange as apiRequest needs it: the status, the body as text, a header by name. */
export interface ApiAnswer {
  status: number;
  text: string;
  header(name: string): string | null;
}

export type ApiTransport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<ApiAnswer>;

/** The transport of the browser, of tests and of calls given their own fetch. */
function viaFetch(fetchImpl: typeof fetch): ApiTransport {
  return async (url, init) => {
    const res = await fetchImpl(url, {
      ...init,
      // The spec's form calls send credentials; same origin makes that the default anyway.
      credentials: 'same-origin',
    });
    const text = await res.text();
    return { status: res.status, text, header: (name) => res.headers.get(name) };
  };
}

const SERVER_CONTEXT = Symbol.for('estate.web.serverApiContext');
type GlobalWithContext = typeof globalThis & { [SERVER_CONTEXT]?: () => ServerApiContext };

/** Called once by the web server: how server-side fetches reach the CMS for the current request. */
export function setServerApiContext(provider: () => ServerApiContext): void {
  (globalThis as GlobalWithContext)[SERVER_CONTEXT] = provider;
}

function serverContext(): ServerApiContext | null {
  if (typeof window !== 'undefined') return null;
  const provider = (globalThis as GlobalWithContext)[SERVER_CONTEXT];
  return provider ? provider() : { baseUrl: process.env.CMS_URL ?? 'http://127.0.0.1:1337' };
}

export interface FieldError {
  field: string;
  message: string;
}

/** A non-2xx answer of the CMS (or a network failure, status 0), with the contract's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Why a listing is gone (410): withdrawn by its seller, or its permit expired. */
  readonly reason: GoneReason | undefined;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    fieldErrors: FieldError[] = [],
    reason?: GoneReason,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.reason = reason;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
  /** The CMS no longer advertises it (a listing withdrawn, or whose permit has expired). */
  get isGone(): boolean {
    return this.status === 410;
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export interface ApiResult<T> {
  data: T;
  /** The X-Total-Count of list routes, else null. */
  total: number | null;
  /** The list stopped counting: `total` is a lower bound (TOTAL_LOWER_BOUND_HEADER). */
  lowerBound: boolean;
}

/** The query of a route: the names its query schema has, as URL values. */
type QueryOf<N extends RouteName> = [RouteQuery<N>] extends [never]
  ? never
  : Partial<Record<keyof RouteQuery<N>, string | number | undefined>>;

/** One call of a contract route, typed by its name: params, body and query are the route's own. */
export type ApiRequest<N extends RouteName, T> = {
  query?: QueryOf<N>;
  json?: RouteBody<N>;
  /**
   * Checks the answer's shape with the contract and types it. Parsers load the contract's
   * schemas lazily, so zod stays out of the browser's first download; they may keep fewer
   * fields than the route answers (lean list items), never fields it does not answer.
   */
  parse: (data: unknown) => T | Promise<T>;
  signal?: AbortSignal;
  /** The CMS address to call instead of the one registered for the request being rendered. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
} & ParamsOption<N>;

/**
 * Compiles only when the parser's type is a view of the route's answer: some answer of the route
 * has every field the parser promises, with the same types.
 */
type ReadsTheAnswer<N extends RouteName, T> = [Extract<RouteResponse<N>, T>] extends [never]
  ? [error: `the parser of ${N} promises fields the route does not answer`]
  : [];

function errorBody(body: unknown): { message?: string; errors: FieldError[]; reason?: GoneReason } {
  if (!body || typeof body !== 'object') return { errors: [] };
  const b = body as { message?: unknown; errors?: unknown; reason?: unknown };
  const errors = Array.isArray(b.errors)
    ? b.errors.filter(
        (e): e is FieldError =>
          !!e && typeof e === 'object' && typeof e.field === 'string' && typeof e.message === 'string',
      )
    : [];
  const reason = (GONE_REASONS as readonly unknown[]).includes(b.reason) ? (b.reason as GoneReason) : undefined;
  return { message: typeof b.message === 'string' ? b.message : undefined, errors, reason };
}

export function apiUrl(path: string, query?: Record<string, string | number | undefined>, baseUrl?: string): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  // The browser calls its own origin (made absolute so any fetch implementation accepts it).
  const base = baseUrl ?? serverContext()?.baseUrl ?? window.location.origin;
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/** Call a contract route by name: its method and path come from the contract's route table. */
export async function apiRequest<N extends RouteName, T>(
  name: N,
  req: ApiRequest<N, T>,
  ..._readsTheAnswer: ReadsTheAnswer<N, T>
): Promise<ApiResult<T>> {
  const method = ROUTE_PATHS[name].method;
  const path = pathOf(name, req);
  const server = req.baseUrl === undefined ? serverContext() : null;
  const headers: Record<string, string> = { Accept: 'application/json', ...(server?.headers ?? {}) };
  if (req.json !== undefined) headers['Content-Type'] = 'application/json';
  const send = req.fetchImpl ? viaFetch(req.fetchImpl) : (server?.send ?? viaFetch(fetch));
  let res: ApiAnswer;
  try {
    res = await send(apiUrl(path, req.query, req.baseUrl), {
      method,
      headers,
      body: req.json === undefined ? undefined : JSON.stringify(req.json),
      signal: req.signal,
    });
  } catch (err) {
    if (req.signal?.aborted) throw err;
    throw new ApiError(0, `Network error calling ${path}: ${(err as Error).message}`);
  }
  const text = res.text;
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (res.status < 200 || res.status > 299) {
    const { message, errors, reason } = errorBody(body);
    throw new ApiError(res.status, `${method} ${path} answered ${res.status}`, message, errors, reason);
  }
  const totalHeader = res.header(TOTAL_COUNT_HEADER);
  const total = totalHeader !== null && totalHeader !== '' ? Number(totalHeader) : null;
  return {
    data: await req.parse(body),
    total: Number.isFinite(total) ? total : null,
    lowerBound: res.header(TOTAL_LOWER_BOUND_HEADER) === 'true',
  };
}
