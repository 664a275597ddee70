import { factories } from '@strapi/strapi';
import type { Insta } from '@estate/contract';
import { conflict, notFound } from '../../../lib/http/errors';
import { ResourceService } from '../../../lib/resource/service';
import { resourceSpec } from '../../../lib/resource/spec';
import type { RequestBody } from '../../../lib/http/body';
import { insta } from '../../../lib/read/serialize';

export const instaSpec = resourceSpec('insta', { label: 'Insta posts', galleries: ['images'] });

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
