import { factories } from '@strapi/strapi';
import { ResourceService } from '../../../lib/resource/service';
import { resourceSpec } from '../../../lib/resource/spec';

export const postSpec = resourceSpec('post', { label: 'Post', singleImages: ['featuredImage'] });

const methods = () => ({ ...new ResourceService(postSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type PostService = ReturnType<typeof methods>;

export default factories.createCoreService('api::post.post', methods);
