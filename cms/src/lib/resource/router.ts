import { ROUTES, type Resource } from '@estate/contract';
import { UNCACHED } from '../cache/response-cache';

/* The Strapi routes of every contract resource, made from the contract's route table. */

/** The Strapi API (src/api/<name>) that answers each contract resource. */
export const API_OF: Record<Resource, string> = {
  auth: 'session',
  media: 'media',
  property: 'property',
  development: 'development',
  post: 'post',
  team: 'team',
  area: 'area',
  review: 'review',
  insta: 'insta',
  setting: 'setting',
  lead: 'lead',
  contact: 'contact',
  task: 'task',
  reference: 'reference',
  preview: 'preview',
  home: 'home',
  report: 'report',
  staff: 'staff',
};

/**
 * The Strapi routes of one resource, straight from the contract's route table: same method and
 * path (under /api), Strapi's own auth off (the contract has its own: the is-staff policy on
 * every staff route, with the permission the route names), cached public reads.
 */
export function contractRoutes(resource: Resource) {
  const api = API_OF[resource];
  return {
    type: 'content-api' as const,
    routes: ROUTES.filter((r) => r.resource === resource).map((r) => ({
      method: r.method,
      path: `/admin${r.path}`,
      handler: `api::${api}.${api}.${r.name}`,
      config: {
        auth: false as const,
        policies:
          r.access === 'staff'
            ? [{ name: 'global::is-staff', config: { permission: r.permission, beforeTwoFactor: !!r.beforeTwoFactor } }]
            : [],
        // Multipart bodies are parsed here, after the policies (lib/uploads/multipart).
        middlewares: [
          'global::multipart',
          ...(r.access === 'public' && !UNCACHED.has(r.name) ? ['global::response-cache'] : []),
        ],
      },
    })),
  };
}
