import { factories } from '@strapi/strapi';
import { isStaffRequest } from '../../../lib/auth/auth';
import { DevelopmentFilterSchema, RemoveImageSchemas } from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';
import { crudActions, listQuery, sendJson, sendList } from '../../../lib/resource/controller';
import type { ParsedDevelopmentFilter } from '../../../lib/read/filters';

const service = () => strapi.service('api::development.development');

export default factories.createCoreController('api::development.development', () => ({
  ...crudActions(service, {
    singular: 'Development',
    plural: 'Developments',
    field: 'development',
    idField: 'developmentId',
    removeImage: RemoveImageSchemas.development,
    updated: 'Development updated successfully!',
  }),
  async getDevelopmentBySlug(ctx) {
    // Staff see every linked listing; the public only public ones (lib/listing/listing publicCards).
    ctx.body = await service().get({ slug: ctx.params.slug }, !(await isStaffRequest(ctx)));
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
