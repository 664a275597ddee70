import { factories } from '@strapi/strapi';
import { LanguageQuerySchema, RemoveImageSchemas } from '@estate/contract';
import { parseInput } from '../../../lib/http/body';
import { isStaffRequest } from '../../../lib/auth/auth';
import { crudActions } from '../../../lib/resource/controller';
import { documentOfSlug, inLanguage, withAddresses, type Translatable } from '../../../lib/translations/translations';

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
    const { language } = parseInput(LanguageQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    // Staff read the draft; the public the published post (docs/decisions/0036).
    const publicView = !(await isStaffRequest(ctx));
    const slug = String(ctx.params.slug);
    // Its address in any language names it too (docs/decisions/0102).
    const translated = publicView ? await documentOfSlug('post', slug) : null;
    const post = await service().get(translated ? { documentId: translated } : { slug }, publicView);
    const [data] = await inLanguage('post', language, [post as unknown as Translatable]);
    // An English page names its translations' own addresses too (its alternates).
    ctx.body = { data: publicView && data === (post as unknown) ? await withAddresses('post', data) : data };
  },
}));
