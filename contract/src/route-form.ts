/**
 * The spelling of a request path that the guards of both servers compare (docs/decisions/0060).
 *
 * The routers that serve a request forgive more than an exact comparison does: Strapi's router
 * (@koa/router) and Express ignore case and one trailing slash; React Router reads the path
 * through the URL parser (backslashes are slashes, dot segments resolved, then decoded) and
 * ignores case and trailing slashes; the static file server decodes the path and folds doubled
 * slashes. A guard that compared the path as written would let `/api/AUTH/local` or
 * `/api/auth/local/` past while the router served it. Every guard (sign-in doors, the multipart
 * gates, limits, the caches' route recognition, the proxy's choice of what goes to the CMS)
 * recognises a route by this form, which covers what each router matches:
 *
 * - backslashes are slashes;
 * - each segment percent-decoded once (an encoded slash stays inside its segment, as `%2f`, as
 *   the routers keep it; a malformed escape leaves the segment as written);
 * - `.` segments dropped and `..` segments take the one before away;
 * - empty segments dropped: doubled slashes fold and trailing slashes go;
 * - ASCII letters in lower case (the routers' case-insensitive matching folds A-Z only).
 *
 * Only recognition uses it: what a route reads from the path (a slug, an upload's name) is read
 * from the path as written, so two spellings of a parameter stay two values. What the file server
 * makes of an encoded slash is judged by what it served (middlewares/upload-headers).
 */
export function routeForm(pathname: string): string {
  const segments: string[] = [];
  for (const raw of pathname.split(/[/\\]/)) {
    if (!raw) continue;
    let segment = raw;
    if (raw.includes('%')) {
      try {
        segment = decodeURIComponent(raw.replace(/%2f/gi, '%252f'));
      } catch {
        segment = raw;
      }
    }
    if (segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()));
  }
  return `/${segments.join('/')}`;
}

/** Whether a path is `prefix` itself or under it (`prefix` written in route form, without a trailing slash). */
export function isUnder(routeForm: string, prefix: string): boolean {
  return routeForm === prefix || routeForm.startsWith(`${prefix}/`);
}

/** A route's path (`/api/admin/get-property/:id`) as a pattern over the routeForm() of a request path. */
export function routePattern(path: string): RegExp {
  const source = routeForm(path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
