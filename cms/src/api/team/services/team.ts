import { factories } from '@strapi/strapi';
import { TeamInputSchema, TeamUpdateSchema, ROUTE_BY_NAME, type Team } from '@estate/contract';
import { ResourceService, type ResourceSpec } from '../../../lib/resource';
import { populateFor, team } from '../../../lib/serialize';

export const teamSpec: ResourceSpec<Team> = {
  uid: 'api::team.team',
  label: 'Team member',
  input: TeamInputSchema,
  update: TeamUpdateSchema,
  files: ROUTE_BY_NAME.addTeam.files!,
  singleImages: ['featuredImage'],
  galleries: [],
  spaceRows: [],
  inTheAreaRows: [],
  relations: {},
  populate: populateFor().team,
  serialize: team,
  orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
};

const methods = () => ({ ...new ResourceService(teamSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type TeamService = ReturnType<typeof methods>;

export default factories.createCoreService('api::team.team', methods);
