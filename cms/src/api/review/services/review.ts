import { factories } from '@strapi/strapi';
import { ResourceService } from '../../../lib/resource/service';
import { resourceSpec } from '../../../lib/resource/spec';

export const reviewSpec = resourceSpec('review', {
  label: 'Review',
  singleImages: ['userImage'],
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
});

const methods = () => ({ ...new ResourceService(reviewSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type ReviewService = ReturnType<typeof methods>;

export default factories.createCoreService('api::review.review', methods);
