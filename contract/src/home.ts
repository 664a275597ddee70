import { z } from 'zod';
import { InstaSchema, PostSummarySchema, ReviewSchema, TeamSchema } from './content-schemas.js';
import {
  DevelopmentListItemSchema,
  DevelopmentSchema,
  PropertyListItemSchema,
  PropertySchema,
} from './listing-schemas.js';
import { DistinctValuesSchema } from './site-schemas.js';
import { propertyTypeParam } from './search.js';
import { LanguageQuerySchema } from './translations.js';

/*
 * The home page's data in one call (docs/decisions/0054). Section by section, a server render of
 * the home makes eleven calls of its own; each costs the CMS its per-request work and the web an
 * HTTP exchange, a JSON.parse and a zod parse of answers it mostly throws away (full listings for
 * cards). getHome answers every section at once, each in the shape the web keeps of the section's
 * own route (lean cards), with the same limits, so the two can be compared section by section.
 */

/** The limits of the home's lists, the same in getHome and in the web's calls of each route. */
export const HOME_LIMITS = { featuredProperties: 24, developments: 100, featuredDevelopments: 24 } as const;

/** The sections of the home, by the route each one equals. */
export const HOME_SECTIONS = [
  'locations', // getPropertyLocations
  'typeLocations', // getPropertyLocations?propertyType=
  'teams', // getTeams
  'fullwidthProperty', // getFullwidthFeaturedProperty
  'featuredProperties', // getFeaturedProperties?limit=24
  'developments', // getDevelopments?limit=100
  'fullwidthDevelopment', // getFullwidthFeaturedDevelopment
  'featuredDevelopments', // getFeaturedDevelopments?limit=24
  'reviews', // getReviews
  'posts', // getPosts
  'insta', // getInsta (null where that route answers 404)
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const HomeQuerySchema = z
  .object({
    propertyType: propertyTypeParam.meta({
      description: "The hero search's first type: typeLocations holds the locations of its public listings",
    }),
    // The team, developments, reviews and posts in the language asked (docs/decisions/0102).
    ...LanguageQuerySchema.shape,
  })
  .meta({ id: 'HomeQuery' });
export type HomeQuery = z.input<typeof HomeQuerySchema>;

/** A section that failed on the server is null here and named in `failed`. */
const section = <S extends z.ZodType>(schema: S) => schema.nullable();

export const HomeSchema = z
  .object({
    locations: section(DistinctValuesSchema),
    typeLocations: section(DistinctValuesSchema),
    teams: section(z.array(TeamSchema)),
    fullwidthProperty: section(PropertySchema).meta({ description: 'null also when none is chosen' }),
    featuredProperties: section(z.array(PropertyListItemSchema)),
    developments: section(z.array(DevelopmentListItemSchema)),
    fullwidthDevelopment: section(DevelopmentSchema).meta({ description: 'null also when none is chosen' }),
    featuredDevelopments: section(z.array(DevelopmentListItemSchema)),
    reviews: section(z.array(ReviewSchema)),
    posts: section(z.array(PostSummarySchema)),
    insta: section(InstaSchema).meta({ description: 'null also until staff add a set' }),
    failed: z.array(z.enum(HOME_SECTIONS)).meta({
      description: 'Sections the server could not load (logged there): null above, the rest of the home stands',
    }),
  })
  .meta({ id: 'Home', description: "Every section of the home page, each as the web keeps its own route's answer" });
export type Home = z.infer<typeof HomeSchema>;
