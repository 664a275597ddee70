import { factories } from '@strapi/strapi';
import { DevelopmentFilterSchema, RemoveImageSchemas } from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';
import {
  crudActions,
  listQuery,
  readerOf,
  sendJson,
  sendList,
  visibleItem,
  type ReadRules,
} from '../../../lib/resource/controller';
import type { ParsedDevelopmentFilter } from '../../../lib/read/filters';

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
    ctx.body = await visibleItem(await readerOf(ctx), RULES, (where, publicView) => service().get(where, publicView), {
      slug: ctx.params.slug,
    });
  },
  async getFeaturedDevelopments(ctx) {
    sendList(ctx, await service().featured(listQuery(ctx)));
  },
  async getSoldDevelopments(ctx) {
    sendList(ctx, await service().sold(listQuery(ctx)));
  },
  async getDevelopmentLocations(ctx) {
    sendJson(ctx, await service().locations());
  },
  async getDevelopmentCountries(ctx) {
    sendJson(ctx, await service().countries());
  },
  async getFullwidthFeaturedDevelopment(ctx) {
    sendJson(ctx, await service().fullWidth());
  },
  async getDevelopmentsFilter(ctx) {
    const body = readBody(ctx);
    const filter = parseInput(DevelopmentFilterSchema, body.fields, body.multipart) as ParsedDevelopmentFilter;
    sendList(ctx, await service().filter(filter));
  },
}));
