import { factories } from '@strapi/strapi';
import { PropertyInputSchema, PropertyUpdateSchema, ROUTE_BY_NAME, type Property } from '@estate/contract';
import { propertyOrder, propertyWhere, type ParsedPropertyFilter } from '../../../lib/filters';
import { distinctValues } from '../../../lib/distinct';
import { ResourceService, type ResourceSpec } from '../../../lib/resource';
import { populateFor, property } from '../../../lib/serialize';
import type { ListQuery } from '@estate/contract';

export const propertySpec: ResourceSpec<Property> = {
  uid: 'api::property.property',
  label: 'Property',
  input: PropertyInputSchema,
  update: PropertyUpdateSchema,
  files: ROUTE_BY_NAME.addProperty.files!,
  singleImages: ['featuredImage'],
  galleries: ['galleryImages'],
  spaceRows: ['spaces', 'amenities'],
  inTheAreaRows: ['inTheArea'],
  relations: {},
  counts: ['beds', 'baths'],
  amounts: ['space', 'price'],
  populate: populateFor().property,
  serialize: property,
  storedForms: true,
};

const methods = () => {
  const resource = new ResourceService(propertySpec);
  return {
    ...resource.methods(),
    filter: (f: ParsedPropertyFilter) =>
      resource.list({ where: propertyWhere(f), limit: f.limit, offset: f.offset, orderBy: propertyOrder(f.sort) }),
    featured: (q: ListQuery) => resource.list({ ...q, where: { isFeatured: true } }),
    locations: () => distinctValues('api::property.property', 'location'),
    countries: () => distinctValues('api::property.property', 'country'),
    fullWidth: async () => {
      const row = await resource.findRow({ isFullWidthFeatured: true });
      return row ? property(row) : null;
    },
  };
};

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type PropertyService = ReturnType<typeof methods>;

export default factories.createCoreService('api::property.property', methods);
