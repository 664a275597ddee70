import { factories } from '@strapi/strapi';
import { ReviewInputSchema, ReviewUpdateSchema, ROUTE_BY_NAME, type Review } from '@estate/contract';
import { ResourceService, type ResourceSpec } from '../../../lib/resource';
import { populateFor, review } from '../../../lib/serialize';

export const reviewSpec: ResourceSpec<Review> = {
  uid: 'api::review.review',
  label: 'Review',
  input: ReviewInputSchema,
  update: ReviewUpdateSchema,
  files: ROUTE_BY_NAME.addReview.files!,
  singleImages: ['userImage'],
  galleries: [],
  spaceRows: [],
  inTheAreaRows: [],
  relations: {},
  populate: populateFor().review,
  serialize: review,
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
};

const methods = () => ({ ...new ResourceService(reviewSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type ReviewService = ReturnType<typeof methods>;

export default factories.createCoreService('api::review.review', methods);
