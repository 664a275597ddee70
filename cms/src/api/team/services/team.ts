import { factories } from '@strapi/strapi';
import { ResourceService } from '../../../lib/resource/service';
import { resourceSpec } from '../../../lib/resource/spec';

export const teamSpec = resourceSpec('team', {
  label: 'Team member',
  singleImages: ['featuredImage'],
  orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
});

const methods = () => ({ ...new ResourceService(teamSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type TeamService = ReturnType<typeof methods>;

export default factories.createCoreService('api::team.team', methods);
