import { factories } from '@strapi/strapi';
import { PostInputSchema, PostUpdateSchema, ROUTE_BY_NAME, type Post } from '@estate/contract';
import { ResourceService, type ResourceSpec } from '../../../lib/resource';
import { populateFor, post } from '../../../lib/serialize';

export const postSpec: ResourceSpec<Post> = {
  uid: 'api::post.post',
  label: 'Post',
  input: PostInputSchema,
  update: PostUpdateSchema,
  files: ROUTE_BY_NAME.addPost.files!,
  singleImages: ['featuredImage'],
  galleries: [],
  spaceRows: [],
  inTheAreaRows: [],
  relations: {},
  populate: populateFor().post,
  serialize: post,
};

const methods = () => ({ ...new ResourceService(postSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type PostService = ReturnType<typeof methods>;

export default factories.createCoreService('api::post.post', methods);
