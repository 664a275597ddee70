import { factories } from '@strapi/strapi';
import { RemoveImageSchemas } from '@estate/contract';
import { crudActions } from '../../../lib/controller';

const service = () => strapi.service('api::area.area');

export default factories.createCoreController('api::area.area', () => ({
  ...crudActions(service, {
    singular: 'Area',
    plural: 'Areas',
    field: 'area',
    idField: 'areaId',
    removeImage: RemoveImageSchemas.area,
    updated: 'area updated successfully!',
  }),
  async getAreaBySlug(ctx) {
    ctx.body = await service().get({ slug: ctx.params.slug });
  },
}));
