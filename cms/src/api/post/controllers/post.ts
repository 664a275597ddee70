import { factories } from '@strapi/strapi';
import { RemoveImageSchemas, type Post } from '@estate/contract';
import { crudActions } from '../../../lib/controller';
import type { ResourceMethods } from '../../../lib/resource';

const service = () => strapi.service('api::post.post') as unknown as ResourceMethods<Post>;

export default factories.createCoreController('api::post.post', () => ({
  ...crudActions(service, {
    singular: 'Post',
    plural: 'Posts',
    field: 'post',
    idField: 'postId',
    removeImage: RemoveImageSchemas.post,
    updated: 'Post updated successfully!',
  }),
  async getPostBySlug(ctx) {
    ctx.body = { data: await service().get({ slug: ctx.params.slug }) };
  },
}));
