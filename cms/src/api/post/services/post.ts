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

export default factories.createCoreService('api::post.post', () => ({ ...new ResourceService(postSpec).methods() }));
