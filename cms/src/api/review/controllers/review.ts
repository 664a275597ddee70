import { factories } from '@strapi/strapi';
import { RemoveImageSchemas, type Review } from '@estate/contract';
import { crudActions } from '../../../lib/controller';
import type { ResourceMethods } from '../../../lib/resource';

const service = () => strapi.service('api::review.review') as unknown as ResourceMethods<Review>;

export default factories.createCoreController('api::review.review', () =>
  crudActions(service, {
    singular: 'Review',
    plural: 'Reviews',
    field: 'review',
    idField: 'reviewId',
    removeImage: RemoveImageSchemas.review,
    updated: 'Review updated successfully!',
  }),
);
