import { factories } from '@strapi/strapi';
import { InstaInputSchema, InstaUpdateSchema, ROUTE_BY_NAME, type Insta } from '@estate/contract';
import { conflict, notFound } from '../../../lib/errors';
import { ResourceService, type ResourceSpec } from '../../../lib/resource';
import type { RequestBody } from '../../../lib/body';
import { insta, populateFor } from '../../../lib/serialize';

export const instaSpec: ResourceSpec<Insta> = {
  uid: 'api::insta.insta',
  label: 'Insta posts',
  input: InstaInputSchema,
  update: InstaUpdateSchema,
  files: ROUTE_BY_NAME.addInsta.files!,
  singleImages: [],
  galleries: ['images'],
  spaceRows: [],
  inTheAreaRows: [],
  relations: {},
  populate: populateFor().insta,
  serialize: insta,
};

/** The Instagram set is a single type: at most one exists. */
const methods = () => {
  const resource = new ResourceService(instaSpec);
  const current = () => resource.findRow({});
  return {
    ...resource.methods(),
    async get(): Promise<Insta> {
      const row = await current();
      if (!row) throw notFound('Insta posts not found!');
      return insta(row);
    },
    async add(body: RequestBody): Promise<Insta> {
      if (await current()) throw conflict('An Instagram set exists already: update it instead');
      return resource.create(body);
    },
  };
};

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type InstaService = ReturnType<typeof methods>;

export default factories.createCoreService('api::insta.insta', methods);
