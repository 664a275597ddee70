import { factories } from '@strapi/strapi';
import { RemoveImageSchemas } from '@estate/contract';
import { crudActions } from '../../../lib/resource/controller';

const service = () => strapi.service('api::team.team');

export default factories.createCoreController('api::team.team', () =>
  crudActions(service, {
    singular: 'Team',
    plural: 'Teams',
    field: 'team',
    idField: 'teamId',
    removeImage: RemoveImageSchemas.team,
    updated: 'Team updated successfully!',
  }),
);
