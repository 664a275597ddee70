import { factories } from '@strapi/strapi';
import { PropertyFilterSchema, RemoveImageSchemas } from '@estate/contract';
import { parseInput, readBody } from '../../../lib/body';
import { crudActions, listQuery, sendJson, sendList } from '../../../lib/controller';
import type { ParsedPropertyFilter } from '../../../lib/filters';

const service = () => strapi.service('api::property.property');

export default factories.createCoreController('api::property.property', () => ({
  ...crudActions(service, {
    singular: 'Property',
    plural: 'Properties',
    field: 'property',
    idField: 'propertyId',
    removeImage: RemoveImageSchemas.property,
    updated: 'Property updated successfully!',
  }),
  async getPropertyBySlug(ctx) {
    ctx.body = await service().get({ slug: ctx.params.slug });
  },
  async getFeaturedProperties(ctx) {
    sendList(ctx, await service().featured(listQuery(ctx)));
  },
  async getPropertyLocations(ctx) {
    sendJson(ctx, await service().locations());
  },
  async getPropertyCountries(ctx) {
    sendJson(ctx, await service().countries());
  },
  async getFullwidthFeaturedProperty(ctx) {
    sendJson(ctx, await service().fullWidth());
  },
  async getPropertiesFilter(ctx) {
    const body = readBody(ctx);
    const filter = parseInput(PropertyFilterSchema, body.fields, body.multipart) as ParsedPropertyFilter;
    sendList(ctx, await service().filter(filter));
  },
}));
