import { factories } from '@strapi/strapi';
import { AreaInputSchema, AreaUpdateSchema, ROUTE_BY_NAME, type Area } from '@estate/contract';
import { publicPropertyCards } from '../../../lib/listing';
import { ResourceService, type ResourceSpec } from '../../../lib/resource';
import { area, populateFor } from '../../../lib/serialize';

export const areaSpec: ResourceSpec<Area> = {
  uid: 'api::area.area',
  label: 'Area',
  input: AreaInputSchema,
  update: AreaUpdateSchema,
  files: ROUTE_BY_NAME.addArea.files!,
  singleImages: ['featuredImage'],
  galleries: ['galleryImages'],
  spaceRows: ['spaces', 'amenities'],
  inTheAreaRows: [],
  relations: { properties: 'api::property.property', developments: 'api::development.development' },
  populate: populateFor().area,
  serialize: area,
  publicRow: publicPropertyCards,
  // Area guides read alphabetically.
  orderBy: [{ title: 'asc' }, { id: 'asc' }],
};

const methods = () => ({ ...new ResourceService(areaSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type AreaService = ReturnType<typeof methods>;

export default factories.createCoreService('api::area.area', methods);
