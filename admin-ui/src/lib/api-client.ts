import {
  ErrorSchema,
  PASSWORD_CHANGED_MESSAGE,
  pathOf,
  ROUTE_BY_NAME,
  TOTAL_COUNT_HEADER,
  type ParamsOption,
  type RouteName,
  type RouteResponse,
} from '@estate/contract';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { RequestError, UnexpectedFormatError } from './request-error';
import { clearToken, getToken } from './session';

export { RequestError, UnexpectedFormatError } from './request-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: FormData | Record<string, unknown>;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** False for the login call: its 401 means a wrong password, not an ended session. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Fetch a contract route with the staff token; a 401 ends the session with a clear message. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token && auth) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new RequestError(0, 'Network error. Please check your connection and try again.');
  }
  if (response.ok) return response;

  const parsed = ErrorSchema.safeParse(await response.json().catch(() => null));
  const serverMessage = parsed.success ? parsed.data.message : '';
  if (response.status === 401 && auth) {
    // A session a new password ended says so; every other ended session reads as expired.
    const reason = serverMessage === PASSWORD_CHANGED_MESSAGE ? serverMessage : ADMIN_MESSAGES.sessionExpired;
    clearToken(reason);
    throw new RequestError(401, reason);
  }
  throw new RequestError(
    response.status,
    serverMessage || `Request failed (${response.status})`,
    parsed.success ? (parsed.data.errors ?? []) : [],
    Boolean(serverMessage),
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new UnexpectedFormatError('not JSON');
  }
}

/** A response body checked against its contract schema. */
export async function requestJson<S extends z.ZodType>(
  schema: S,
  path: string,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const response = await request(path, options);
  const result = schema.safeParse(await readJson(response));
  if (!result.success) throw new UnexpectedFormatError(result.error.message);
  return result.data;
}

/** A route's params (when its path has any) and the request's options; the method is the route's. */
export type CallOptions<N extends RouteName> = ParamsOption<N> & Omit<RequestOptions, 'method'>;

/**
 * Call a contract route by name: its method, its path and the schema its answer is read with come
 * from the contract's route table, so the answer's type is the route's own (RouteResponse<N>) and a
 * renamed route or field fails the typecheck here rather than at run time.
 */
export async function callRoute<N extends RouteName>(name: N, options: CallOptions<N>): Promise<RouteResponse<N>> {
  const { params: _params, ...request } = options;
  // The table's schema of route N parses to RouteResponse<N>; TypeScript cannot follow a generic
  // index into the table's union of schemas, so the answer is named here once.
  const answer: unknown = await requestJson(ROUTE_BY_NAME[name].response, pathOf(name, options), {
    ...request,
    method: ROUTE_BY_NAME[name].method,
  });
  return answer as RouteResponse<N>;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** One page of a list route: the items and the total from X-Total-Count. */
export async function requestPage<S extends z.ZodType>(
  item: S,
  path: string,
  options?: RequestOptions,
): Promise<Page<z.output<S>>> {
  const response = await request(path, options);
  const data = await readJson(response);
  // The spec's rule: a list page accepts only an array.
  if (!Array.isArray(data)) throw new UnexpectedFormatError('not an array');
  const items: z.output<S>[] = [];
  for (const entry of data) {
    const result = item.safeParse(entry);
    if (!result.success) throw new UnexpectedFormatError(result.error.message);
    items.push(result.data);
  }
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : items.length;
  return { items, total };
}

/** The number of items a list route holds, read from X-Total-Count with a one-item page. */
export async function requestCount(path: string, options: RequestOptions = {}): Promise<number> {
  const response = await request(path, { ...options, query: { ...options.query, limit: 1, offset: 0 } });
  const data = await readJson(response);
  if (!Array.isArray(data)) throw new UnexpectedFormatError('not an array');
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  return header !== null && /^\d+$/.test(header) ? Number(header) : data.length;
}

/**
 * The text to show for a failed action: the server's message when it sent one, else ours. A
 * message the server opened with a field's name ("galleryImages: only JPEG…") is shown without
 * it: staff know the field by its label, which the field's own error shows (fieldErrorsOf).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof RequestError && (error.fromServer || error.status === 401 || error.status === 0)) {
    const named = error.fromServer ? fieldNamedIn(error.message) : null;
    return named ? sentence(named.message) : error.message;
  }
  return fallback;
}

/** "galleryImages: only JPEG…" → the field's name (lower-case first, as fields are) and the rest; null when none. */
function fieldNamedIn(message: string): { field: string; message: string } | null {
  const match = /^([a-z]\w*(?:\.\w+)*): (\S[\s\S]*)$/.exec(message);
  return match ? { field: match[1]!, message: match[2]! } : null;
}

/** The message without its field's name when it opens with it ("galleryImages: …" under galleryImages). */
function withoutFieldName(field: string, message: string): string {
  const named = fieldNamedIn(message);
  return named && named.field === field ? named.message : message;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The statuses whose message may name the one field at fault ("galleryImages: …", 413, 415). */
const FIELD_STATUSES = new Set([400, 413, 415, 422]);

/** The text of a list that could not be read: an answer of the wrong shape, the server's words, or ours. */
export function listErrorText(error: unknown, fallback: string): string {
  return error instanceof UnexpectedFormatError ? ADMIN_MESSAGES.unexpectedFormat : errorText(error, fallback);
}

/** The server refused the call for the user's role (403); its message says what the role lacks. */
export function isForbidden(error: unknown): error is RequestError {
  return error instanceof RequestError && error.status === 403;
}

/**
 * The text of a failure a page words itself (the spec's 'Failed to fetch properties'): the
 * server's own words when it refused the user's role, which say why, else the page's text.
 */
export function failureText(error: unknown, fallback: string): string {
  return isForbidden(error) && error.fromServer ? error.message : fallback;
}

/** Field errors of a failed save, keyed by the top-level field they belong to. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof RequestError)) return {};
  const out: Record<string, string> = {};
  // An upload refused for its size or type names its field in the message alone.
  const named = error.fromServer && FIELD_STATUSES.has(error.status) ? fieldNamedIn(error.message) : null;
  const list = error.fieldErrors.length ? error.fieldErrors : named ? [named] : [];
  for (const { field, message: raw } of list) {
    const message = withoutFieldName(field, raw);
    // Row errors ('spaces.0.title') are kept by their path and by their list ('spaces').
    const key = field.split(/[.,\s]/)[0] ?? field;
    if (field && !out[field]) out[field] = message;
    if (key && !out[key]) out[key] = message;
  }
  return out;
}

/** The server answered 404: the thing asked for does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return error instanceof RequestError && error.status === 404;
}

/**
 * An update's body with the version it was loaded from (the item's updatedAt), so that the CMS
 * refuses it with 409 when someone saved in between. No version: the body as it is.
 */
export function withVersion<B extends FormData | Record<string, unknown>>(body: B, version: string | undefined): B {
  return version ? withField(body, 'version', version) : body;
}

/**
 * A save's body kept as a draft (docs/decisions/0036): `draft: true` asks the CMS not to publish
 * it. Without it the body is as it is, and the CMS publishes, as the specification's calls do.
 */
export function withDraft<B extends FormData | Record<string, unknown>>(body: B, draft: boolean | undefined): B {
  return draft ? withField(body, 'draft', true) : body;
}

function withField<B extends FormData | Record<string, unknown>>(body: B, key: string, value: string | boolean): B {
  if (body instanceof FormData) {
    body.set(key, String(value));
    return body;
  }
  return { ...body, [key]: value };
}
