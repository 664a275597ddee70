import { factories } from '@strapi/strapi';
import { DevelopmentFilterSchema, RemoveImageSchemas, TranslatedListQuerySchema } from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';
import {
  crudActions,
  itemBySlugInLanguage,
  languageOf,
  sendJson,
  sendList,
  type ReadRules,
} from '../../../lib/resource/controller';
import type { ParsedDevelopmentFilter } from '../../../lib/read/filters';
import { inLanguage, listInLanguage, type Translatable } from '../../../lib/translations/translation-reads';

const service = () => strapi.service('api::development.development');

/**
 * Its answers show listings (the property cards): a member who sees only their own listings
 * reads it as the public does.
 */
const RULES: ReadRules = { showsListings: true };

export default factories.createCoreController('api::development.development', () => ({
  ...crudActions(service, {
    singular: 'Development',
    plural: 'Developments',
    field: 'development',
    idField: 'developmentId',
    removeImage: RemoveImageSchemas.development,
    updated: 'Development updated successfully!',
    ...RULES,
  }),
  async getDevelopmentBySlug(ctx) {
    // Staff see every linked listing; the public (and agents) only public ones (lib/listing/public-listings publicCards).
    ctx.body = await itemBySlugInLanguage(ctx, 'development', RULES, (where, publicView) =>
      service().get(where, publicView),
    );
  },
  async getFeaturedDevelopments(ctx) {
    const { language, ...page } = parseInput(
      TranslatedListQuerySchema,
      { ...(ctx.query as Record<string, unknown>) },
      true,
    );
    sendList(ctx, await listInLanguage('development', language, await service().featured(page)));
  },
  async getSoldDevelopments(ctx) {
    const { language, ...page } = parseInput(
      TranslatedListQuerySchema,
      { ...(ctx.query as Record<string, unknown>) },
      true,
    );
    sendList(ctx, await listInLanguage('development', language, await service().sold(page)));
  },
  async getDevelopmentLocations(ctx) {
    sendJson(ctx, await service().locations());
  },
  async getDevelopmentCountries(ctx) {
    sendJson(ctx, await service().countries());
  },
  async getFullwidthFeaturedDevelopment(ctx) {
    const item = await service().fullWidth();
    sendJson(
      ctx,
      item && (await inLanguage('development', languageOf(ctx).language, [item as unknown as Translatable]))[0],
    );
  },
  async getDevelopmentsFilter(ctx) {
    const body = readBody(ctx);
    const filter = parseInput(DevelopmentFilterSchema, body.fields, body.multipart) as ParsedDevelopmentFilter;
    sendList(ctx, await listInLanguage('development', languageOf(ctx).language, await service().filter(filter)));
  },
}));
