import { factories } from '@strapi/strapi';
import { RemoveImageSchemas } from '@estate/contract';
import { crudActions, itemBySlugInLanguage } from '../../../lib/resource/controller';

const service = () => strapi.service('api::post.post');

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
    // Staff read the draft; the public the published post (docs/decisions/0036), by its address in any language.
    ctx.body = {
      data: await itemBySlugInLanguage(ctx, 'post', {}, (where, publicView) => service().get(where, publicView)),
    };
  },
}));
