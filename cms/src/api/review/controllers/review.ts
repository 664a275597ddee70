import { factories } from '@strapi/strapi';
import { RemoveImageSchemas } from '@estate/contract';
import { crudActions } from '../../../lib/resource/controller';

const service = () => strapi.service('api::review.review');

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
