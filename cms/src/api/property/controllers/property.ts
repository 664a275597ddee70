import { factories } from '@strapi/strapi';
import {
  PropertyExportQuerySchema,
  PropertyFilterSchema,
  PropertyLocationsQuerySchema,
  PropertyPlacesQuerySchema,
  PropertySlugsQuerySchema,
  RemoveImageSchemas,
  NEARBY_DEFAULT_LIMIT,
  SIMILAR_DEFAULT_LIMIT,
  SimilarPropertiesQuerySchema,
  TranslatedListQuerySchema,
  type Property,
  type PropertyMarker,
} from '@estate/contract';
import { accessIn } from '../../../lib/auth/roles';
import { authEnv } from '../../../lib/auth/auth-env';
import { csvAttachment } from '../../../lib/http/csv';
import { notFound } from '../../../lib/http/errors';
import { feedTokenMatches, isPortalFeed, portalFeed } from '../../../lib/listing/feeds';
import { assertPublicListing, publicOrder, publicPropertyWhere } from '../../../lib/listing/public-listings';
import { parseInput, readBody } from '../../../lib/http/body';
import { inLanguage, listInLanguage, type Translatable } from '../../../lib/translations/translation-reads';
import {
  crudActions,
  itemBySlugInLanguage,
  languageOf,
  sendJson,
  sendList,
  type ReadRules,
  type Visibility,
} from '../../../lib/resource/controller';
import type { ParsedPropertyFilter } from '../../../lib/read/filters';

/** Off-market listings and expired permits are the staff's only (lib/listing/public-listings). */
const visibility: Visibility<Property> = {
  where: () => publicPropertyWhere(),
  order: publicOrder,
  check: (item) => assertPublicListing(item),
};

const service = () => strapi.service('api::property.property');

/**
 * A marker read in a language without the notes a card carries (its addresses, its texts still
 * English), except that its title is still English when it is: the map marks that text's language.
 */
const leanMarker = ({ slugs: _slugs, translation: note, ...marker }: PropertyMarker & Translatable) =>
  note?.untranslated.includes('title')
    ? { ...marker, translation: { language: note.language, untranslated: ['title'] } }
    : marker;

/** Listings belong to their agent: an agent reads the drafts of their own, the others as the public does. */
const rules: ReadRules = { visibility, owned: true };

export default factories.createCoreController('api::property.property', () => ({
  ...crudActions(service, {
    singular: 'Property',
    plural: 'Properties',
    field: 'property',
    idField: 'propertyId',
    removeImage: RemoveImageSchemas.property,
    updated: 'Property updated successfully!',
    ...rules,
  }),
  async getPropertyBySlug(ctx) {
    ctx.body = await itemBySlugInLanguage(ctx, 'property', rules, (where, publicView) =>
      service().get(where, publicView),
    );
  },
  /** A portal's XML feed: only with FEED_TOKEN (404 otherwise, as if there were none). */
  async getPortalFeed(ctx) {
    const portal = ctx.params.portal as unknown;
    if (!isPortalFeed(portal) || !feedTokenMatches(ctx.query.token)) throw notFound('Not found');
    const feed = await portalFeed(portal, (options) => service().list(options), authEnv().publicUrl);
    // The address carries the token: no shared cache keeps the answer.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('ETag', feed.etag);
    if (ctx.get('if-none-match') === feed.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = feed.body;
  },
  /** Every listing as CSV, streamed as it is read (docs/decisions/0090); `listings.export` is checked by the route's policy. */
  async exportProperties(ctx) {
    const { q } = parseInput(PropertyExportQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    ctx.set('Content-Disposition', csvAttachment('listings'));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    const csv = service().exportCsv(q || undefined, authEnv().publicUrl);
    // Once the first row went out the status cannot change: a failure cuts the connection, so the
    // download ends incomplete (the browser reports it) instead of waiting for rows that never come.
    csv.once('error', () => ctx.res.destroy());
    ctx.body = csv;
  },
  async getPermitAlerts(ctx) {
    // A member who sees only their own listings is alerted of theirs alone.
    const access = accessIn(ctx);
    ctx.body = await service().permitAlerts(access.ownOnly ? ((await access.teamMember())?.id ?? null) : undefined);
  },
  async getFeaturedProperties(ctx) {
    const { language, ...page } = parseInput(
      TranslatedListQuerySchema,
      { ...(ctx.query as Record<string, unknown>) },
      true,
    );
    sendList(ctx, await listInLanguage('property', language, await service().featured(page)));
  },
  async getPropertyLocations(ctx) {
    const q = parseInput(PropertyLocationsQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    sendJson(ctx, await service().locations(q.propertyType));
  },
  async getPropertyCountries(ctx) {
    sendJson(ctx, await service().countries());
  },
  async getPropertyPlaces(ctx) {
    const q = parseInput(PropertyPlacesQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    sendJson(ctx, await service().places(q.propertyType || undefined));
  },
  async getFullwidthFeaturedProperty(ctx) {
    const item = await service().fullWidth();
    sendJson(
      ctx,
      item && (await inLanguage('property', languageOf(ctx).language, [item as unknown as Translatable]))[0],
    );
  },
  async getSimilarProperties(ctx) {
    const q = parseInput(SimilarPropertiesQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    const found = await service().similar(q.slug, q.limit ?? SIMILAR_DEFAULT_LIMIT);
    sendList(ctx, await listInLanguage('property', q.language, found));
  },
  async getNearbyProperties(ctx) {
    const q = parseInput(SimilarPropertiesQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    sendList(
      ctx,
      await listInLanguage('property', q.language, await service().nearby(q.slug, q.limit ?? NEARBY_DEFAULT_LIMIT)),
    );
  },
  async getPropertiesFilter(ctx) {
    const body = readBody(ctx);
    const filter = parseInput(PropertyFilterSchema, body.fields, body.multipart) as ParsedPropertyFilter;
    sendList(ctx, await listInLanguage('property', languageOf(ctx).language, await service().filter(filter)));
  },
  async getPropertyMarkers(ctx) {
    const body = readBody(ctx);
    const filter = parseInput(PropertyFilterSchema, body.fields, body.multipart) as ParsedPropertyFilter;
    const found = await service().markers(filter);
    const shown = await listInLanguage('property', languageOf(ctx).language, found);
    // A marker stays lean in a language: its title and its address there, not the card's notes.
    sendList(
      ctx,
      shown === found
        ? found
        : { ...shown, items: (shown.items as Array<PropertyMarker & Translatable>).map(leanMarker) },
    );
  },
  async getPropertiesBySlugs(ctx) {
    const { slugs, language } = parseInput(PropertySlugsQuerySchema, ctx.query as Record<string, unknown>, false);
    sendJson(ctx, await inLanguage('property', language, await service().bySlugs(slugs)));
  },
}));
