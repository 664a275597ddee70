import { factories } from '@strapi/strapi';
import type { ListQuery } from '@estate/contract';
import { developmentWhere, type ParsedDevelopmentFilter } from '../../../lib/read/filters';
import { distinctValues } from '../../../lib/read/distinct';
import { publishedSql } from '../../../lib/read/publication';
import { publicPropertyCards } from '../../../lib/listing/public-listings';
import { ResourceService } from '../../../lib/resource/service';
import { resourceSpec } from '../../../lib/resource/spec';
import { development } from '../../../lib/read/serialize';

export const developmentSpec = resourceSpec('development', {
  label: 'Development',
  singleImages: ['featuredImage'],
  galleries: ['galleryImages'],
  spaceRows: ['spaces', 'amenities'],
  inTheAreaRows: ['inTheArea'],
  relations: { properties: 'api::property.property' },
  amounts: ['price'],
  publicRow: publicPropertyCards,
});

const methods = () => {
  const resource = new ResourceService(developmentSpec);
  return {
    ...resource.methods(),
    filter: (f: ParsedDevelopmentFilter) =>
      resource.list({ where: developmentWhere(f), limit: f.limit, offset: f.offset, publicView: true }),
    featured: (q: ListQuery) => resource.list({ ...q, where: { isFeatured: true }, publicView: true }),
    sold: (q: ListQuery) => resource.list({ ...q, where: { isSold: true }, publicView: true }),
    locations: () =>
      distinctValues(developmentSpec.uid, 'location', { sql: publishedSql(developmentSpec.uid), bindings: [] }),
    countries: () =>
      distinctValues(developmentSpec.uid, 'country', { sql: publishedSql(developmentSpec.uid), bindings: [] }),
    fullWidth: async () => {
      const row = await resource.findRow({ isFullWidthFeatured: true });
      return row ? development(publicPropertyCards(row)) : null;
    },
  };
};

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type DevelopmentService = ReturnType<typeof methods>;

export default factories.createCoreService('api::development.development', methods);
