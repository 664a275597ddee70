import type { Context } from 'koa';
import type { z } from 'zod';
import {
  editableListQuery,
  HOME_LIMITS,
  HOME_SECTIONS,
  HomeQuerySchema,
  HomeSchema,
  ListQuerySchema,
  type EditableResource,
  type Home,
  type HomeSection,
} from '@estate/contract';
import { parseInput } from '../../../lib/http/body';
import { publicOptions, sendJson } from '../../../lib/resource/controller';
import { HttpError } from '../../../lib/http/errors';
import { NOT_KEPT } from '../../../lib/cache/response-cache';
import { editableListOptions, type ListOptions } from '../../../lib/resource/list';
import { inLanguage } from '../../../lib/translations/translation-reads';

/*
 * The home page's sections in one answer (docs/decisions/0054). Each section is what
 * its own public route answers an anonymous visitor, through the same service call with the same
 * query (parsed by the same schema, so the same defaults and limits), projected to the shape the
 * web keeps of that route (the contract's lean cards). No query of its own: the public condition,
 * drafts and permit rules are the services'. The answer goes through the response cache like any
 * public read (lib/resource/router), so a save retires it with the rest.
 */

/** The options of a public list route called with `query` (URL text), as its action makes them. */
function listOptions(resource: EditableResource, query: Record<string, string>): ListOptions {
  const parsed = parseInput(editableListQuery(resource), query, true);
  // None of these four types has a public condition beyond publication (their controllers pass none).
  return publicOptions(undefined, editableListOptions(resource, parsed));
}

const property = () => strapi.service('api::property.property');
const development = () => strapi.service('api::development.development');
type HomeType = z.output<typeof HomeQuerySchema>['propertyType'];
type HomeLanguage = z.output<typeof HomeQuerySchema>['language'];
const limit = (n: number) => ({ limit: String(n) });

/** How each section is loaded, as its route loads it. */
function loaders(propertyType: HomeType, language: HomeLanguage): { [S in HomeSection]: () => Promise<unknown> } {
  return {
    locations: () => property().locations(),
    typeLocations: () => property().locations(propertyType),
    teams: async () =>
      inLanguage('team', language, (await strapi.service('api::team.team').list(listOptions('team', {}))).items),
    fullwidthProperty: async () => {
      const item = await property().fullWidth();
      return item && (await inLanguage('property', language, [item]))[0];
    },
    featuredProperties: async () =>
      inLanguage(
        'property',
        language,
        (await property().featured(parseListQuery(limit(HOME_LIMITS.featuredProperties)))).items,
      ),
    developments: async () =>
      inLanguage(
        'development',
        language,
        (await development().list(listOptions('development', limit(HOME_LIMITS.developments)))).items,
      ),
    fullwidthDevelopment: async () => {
      const item = await development().fullWidth();
      return item && (await inLanguage('development', language, [item]))[0];
    },
    featuredDevelopments: async () =>
      inLanguage(
        'development',
        language,
        (await development().featured(parseListQuery(limit(HOME_LIMITS.featuredDevelopments)))).items,
      ),
    reviews: async () =>
      inLanguage(
        'review',
        language,
        (await strapi.service('api::review.review').list(listOptions('review', {}))).items,
      ),
    posts: async () =>
      inLanguage('post', language, (await strapi.service('api::post.post').list(listOptions('post', {}))).items),
    // The route answers 404 until staff add a set; the web reads that as none.
    insta: async () => {
      try {
        return await strapi.service('api::insta.insta').get();
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

/** ?limit= as the featured routes read it (lib/resource/controller listQuery). */
const parseListQuery = (query: Record<string, string>) => parseInput(ListQuerySchema, query, true);

/**
 * Every section at once; one that fails (its load or its shape) is logged, answered as null and
 * named in `failed`, and the rest of the home still answers.
 */
export async function homeSections(propertyType: HomeType, language?: HomeLanguage): Promise<Home> {
  const load = loaders(propertyType, language);
  const failed: HomeSection[] = [];
  const entries = await Promise.all(
    HOME_SECTIONS.map(async (name) => {
      try {
        return [name, HomeSchema.shape[name].parse(await load[name]())] as const;
      } catch (err) {
        strapi.log.error(`home: the ${name} section failed: ${(err as Error).message}`);
        failed.push(name);
        return [name, null] as const;
      }
    }),
  );
  return {
    ...(Object.fromEntries(entries) as Omit<Home, 'failed'>),
    failed: HOME_SECTIONS.filter((s) => failed.includes(s)),
  };
}

export default {
  async getHome(ctx: Context) {
    const { propertyType, language } = parseInput(HomeQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    const home = await homeSections(propertyType, language);
    // A home with a failed section goes out, but is not kept: the next render tries it again
    // (each section's own route, which failed, would not have been kept either).
    if (home.failed.length) ctx.state[NOT_KEPT] = true;
    sendJson(ctx, home);
  },
};
