import { factories } from '@strapi/strapi';
import { publicPropertyCards } from '../../../lib/listing/public-listings';
import { ResourceService } from '../../../lib/resource/service';
import { resourceSpec } from '../../../lib/resource/spec';

export const areaSpec = resourceSpec('area', {
  label: 'Area',
  singleImages: ['featuredImage'],
  galleries: ['galleryImages'],
  spaceRows: ['spaces', 'amenities'],
  relations: { properties: 'api::property.property', developments: 'api::development.development' },
  publicRow: publicPropertyCards,
  // Area guides read alphabetically.
  orderBy: [{ title: 'asc' }, { id: 'asc' }],
});

const methods = () => ({ ...new ResourceService(areaSpec).methods() });

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type AreaService = ReturnType<typeof methods>;

export default factories.createCoreService('api::area.area', methods);
