import http from 'node:http';
import https from 'node:https';

/**
 * How long a connection to the CMS may wait unused in the pool. Below the 5 s after which the
 * CMS (Node's default keepAliveTimeout) closes an idle connection, so a request is not written on
 * a socket the CMS is closing at that moment (a 502, or a failed render, for nothing); Node lowers
 * it further to the CMS's own Keep-Alive hint less a second.
 */
const CMS_IDLE_MS = 4_000;

const pool = { keepAlive: true, timeout: CMS_IDLE_MS };
const agents = { 'http:': new http.Agent(pool), 'https:': new https.Agent(pool) };

/**
 * The one pool of kept-alive connections to the CMS, shared by the renders' calls (cms-client.ts)
 * and the /api proxy (proxy.ts). No bound on sockets: a bound would queue requests here, in front
 * of the CMS's own limits (its database pool).
 */
export function cmsAgent(url: string | URL): http.Agent {
  return new URL(url).protocol === 'https:' ? agents['https:'] : agents['http:'];
}
