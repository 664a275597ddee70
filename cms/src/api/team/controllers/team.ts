import { factories } from '@strapi/strapi';
import { RemoveImageSchemas, type Team } from '@estate/contract';
import { crudActions } from '../../../lib/controller';
import type { ResourceMethods } from '../../../lib/resource';

const service = () => strapi.service('api::team.team') as unknown as ResourceMethods<Team>;

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
