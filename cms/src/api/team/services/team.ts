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

export default factories.createCoreService('api::team.team', () => ({ ...new ResourceService(teamSpec).methods() }));
