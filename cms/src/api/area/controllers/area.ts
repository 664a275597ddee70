import { factories } from '@strapi/strapi';
import { isStaffRequest } from '../../../lib/auth/auth';
import { RemoveImageSchemas } from '@estate/contract';
import { crudActions } from '../../../lib/resource/controller';

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
    // Staff see every linked listing; the public only public ones (lib/listing/listing publicCards).
    ctx.body = await service().get({ slug: ctx.params.slug }, !(await isStaffRequest(ctx)));
  },
}));
