import { factories } from '@strapi/strapi';
import { PropertyInputSchema, PropertyUpdateSchema, ROUTE_BY_NAME, type Property } from '@estate/contract';
import { propertyOrder, propertyWhere, type ParsedPropertyFilter } from '../../../lib/filters';
import { distinctValues } from '../../../lib/distinct';
import { andWhere, permitAlerts, publicOrder, publicPropertySql, publicPropertyWhere } from '../../../lib/listing';
import { similarIds } from '../../../lib/similar';
import { ResourceService, type ResourceSpec } from '../../../lib/resource';
import { populateFor, property } from '../../../lib/serialize';
import type { ListQuery } from '@estate/contract';

export const propertySpec: ResourceSpec<Property> = {
  uid: 'api::property.property',
  label: 'Property',
  input: PropertyInputSchema,
  update: PropertyUpdateSchema,
  files: ROUTE_BY_NAME.addProperty.files!,
  singleImages: ['featuredImage', 'brochure'],
  clearable: ['brochure'],
  galleries: ['galleryImages', 'floorPlans'],
  spaceRows: ['spaces', 'amenities'],
  inTheAreaRows: ['inTheArea'],
  relations: {},
  singleRelations: { agent: 'api::team.team' },
  // `status` is the draft-and-publish parameter of Strapi's REST API and panel.
  stored: { status: 'listingStatus' },
  counts: ['beds', 'baths'],
  amounts: ['space', 'price'],
  populate: populateFor().property,
  serialize: property,
  storedForms: true,
};

const methods = () => {
  const resource = new ResourceService(propertySpec);
  // The public routes below show only public listings, available ones first (lib/listing).
  return {
    ...resource.methods(),
    filter: (f: ParsedPropertyFilter) =>
      resource.list({
        where: andWhere(publicPropertyWhere(), propertyWhere(f)),
        limit: f.limit,
        offset: f.offset,
        orderBy: publicOrder(propertyOrder(f.sort)),
      }),
    featured: (q: ListQuery) =>
      resource.list({ ...q, where: andWhere(publicPropertyWhere(), { isFeatured: true }), orderBy: publicOrder(null) }),
    locations: () => distinctValues(propertySpec.uid, 'location', publicPropertySql()),
    countries: () => distinctValues(propertySpec.uid, 'country', publicPropertySql()),
    fullWidth: async () => {
      const row = await resource.findRow(andWhere(publicPropertyWhere(), { isFullWidthFeatured: true }));
      return row ? property(row) : null;
    },
    permitAlerts: () => permitAlerts(),
    /** Public homes like the listing of this slug (lib/similar), as the lists answer them. */
    similar: async (slug: string, limit: number) => resource.byIds(await similarIds(slug, limit)),
  };
};

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type PropertyService = ReturnType<typeof methods>;

export default factories.createCoreService('api::property.property', methods);
