import { factories } from '@strapi/strapi';
import { propertyOrder, propertyWhere, type ParsedPropertyFilter } from '../../../lib/read/filters';
import { distinctValues } from '../../../lib/read/distinct';
import { andWhere, publicOrder, publicPropertySql, publicPropertyWhere } from '../../../lib/listing/public-listings';
import { permitAlerts } from '../../../lib/listing/permit-alerts';
import { nearbyIds, similarIds } from '../../../lib/listing/similar';
import { ResourceService } from '../../../lib/resource/service';
import { resourceSpec } from '../../../lib/resource/spec';
import { MARKER_FIELDS, MEDIA, property, propertyMarker, type Row } from '../../../lib/read/serialize';
import { populateRows } from '../../../lib/read/row-loader';
import { LIST_SEARCH_FIELDS, MAP_MARKERS_MAX, type ListQuery, type PropertyType } from '@estate/contract';
import { EXPORT_PAGE_SIZE, EXPORT_POPULATE, EXPORT_SELECT, listingsCsv } from '../../../lib/listing/export';
import { searchPage, searchPlaces } from '../../../lib/listing/search';
import { fastReads, FORMS_TABLE } from '../../../lib/read/stored-forms';

export const propertySpec = resourceSpec('property', {
  label: 'Property',
  singleImages: ['featuredImage', 'brochure', 'film', 'panorama'],
  clearable: ['brochure', 'film', 'panorama'],
  galleries: ['galleryImages', 'floorPlans'],
  spaceRows: ['spaces', 'amenities'],
  inTheAreaRows: ['inTheArea'],
  singleRelations: { agent: 'api::team.team' },
  // `status` is the draft-and-publish parameter of Strapi's REST API and panel.
  stored: { status: 'listingStatus' },
  counts: ['beds', 'baths'],
  amounts: ['space', 'price'],
  storedForms: true,
});

const methods = () => {
  const resource = new ResourceService(propertySpec);
  // The public routes below show only public listings, available ones first (lib/listing/public-listings).
  return {
    ...resource.methods(),
    /**
     * The public search (docs/decisions/0089): its page and total from the public search indexes
     * (lib/listing/search), the total capped when the caller asks (`countUpTo`, then `lowerBound`
     * says so). With FAST_READS=false, through the query engine as before (exact totals), the
     * reference the fast path is compared with.
     */
    filter: async (f: ParsedPropertyFilter) => {
      if (!fastReads())
        return resource.list({
          where: andWhere(publicPropertyWhere(), propertyWhere(f)),
          limit: f.limit,
          offset: f.offset,
          orderBy: publicOrder(propertyOrder(f.sort)),
        });
      const found = await searchPage(f, FORMS_TABLE);
      // Assigned, not spread: the answer's items are parsed only when read (lib/resource/reader byIds).
      return Object.assign(await resource.byIds(found.ids, found.total, found.forms), { lowerBound: found.lowerBound });
    },
    /**
     * The map's markers: the same search, lean columns, at most MAP_MARKERS_MAX (the search's order:
     * available and newest first), so a whole-world view costs the same as a street (docs/decisions/0038),
     * the ids and total from the public search indexes as the list's (lib/listing/search), the total
     * capped when the caller asks (`countUpTo`).
     */
    markers: async (f: ParsedPropertyFilter) => {
      if (!fastReads()) {
        const where = andWhere(andWhere(publicPropertyWhere(), propertyWhere(f)), {
          latitude: { $notNull: true },
          longitude: { $notNull: true },
        });
        const db = strapi.db.query(propertySpec.uid);
        const [rows, total] = await Promise.all([
          db.findMany({
            where,
            select: MARKER_FIELDS,
            orderBy: publicOrder(propertyOrder(f.sort)),
            limit: MAP_MARKERS_MAX,
          }) as Promise<Row[]>,
          db.count({ where }) as Promise<number>,
        ]);
        await populateRows(propertySpec.uid, rows, { featuredImage: MEDIA });
        return { items: rows.map(propertyMarker), total: Number(total), lowerBound: false };
      }
      const found = await searchPage(f, undefined, { located: true, limit: MAP_MARKERS_MAX });
      const rows = found.ids.length
        ? ((await strapi.db
            .query(propertySpec.uid)
            .findMany({ where: { id: { $in: found.ids } }, select: MARKER_FIELDS })) as Row[])
        : [];
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      const ordered = found.ids.flatMap((id): Row[] => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      await populateRows(propertySpec.uid, ordered, { featuredImage: MEDIA });
      return { items: ordered.map(propertyMarker), total: found.total, lowerBound: found.lowerBound };
    },
    /** Public listings by slug, in the order asked (a visitor's favourites). */
    bySlugs: async (slugs: string[]) => {
      const { items } = await resource.list({
        where: andWhere(publicPropertyWhere(), { slug: { $in: slugs } }),
        limit: slugs.length,
      });
      const bySlug = new Map(items.map((p) => [p.slug, p]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },
    featured: (q: ListQuery) =>
      resource.list({ ...q, where: andWhere(publicPropertyWhere(), { isFeatured: true }), orderBy: publicOrder(null) }),
    /**
     * The distinct locations of public listings, of one type when asked (the home search, decision
     * 0047): the walk of properties_type_location_idx, one step per location of that type.
     */
    locations: (propertyType?: PropertyType) =>
      distinctValues(propertySpec.uid, 'location', publicPropertySql(new Date(), propertyType)),
    countries: () => distinctValues(propertySpec.uid, 'country', publicPropertySql()),
    /**
     * The places of the search's country choice with public homes, each counted with the filter
     * route's own conditions (its country matches the country or the location), so that a place
     * chosen finds exactly the homes its count says: summed from one grouped walk of the public
     * listings per content version (lib/listing/search, docs/decisions/0089).
     */
    places: (propertyType?: string) => searchPlaces(propertyType),
    fullWidth: async () => {
      const row = await resource.findRow(andWhere(publicPropertyWhere(), { isFullWidthFeatured: true }));
      return row ? property(row) : null;
    },
    /** `agentId`: only the listings of that team member (null: none), for an agent's own alerts. */
    permitAlerts: (agentId?: number | null) => permitAlerts(new Date(), agentId),
    /** Public homes like the listing of this slug (lib/listing/similar), as the lists answer them. */
    similar: async (slug: string, limit: number) => resource.byIds(await similarIds(slug, limit)),
    /** The public homes nearest the listing of this slug by place (lib/listing/similar). */
    nearby: async (slug: string, limit: number) => resource.byIds(await nearbyIds(slug, limit)),
    /**
     * Every listing as staff see it (or those `q` finds, as the table's search finds them), as a
     * CSV stream read a page at a time (lib/listing/export, docs/decisions/0090).
     */
    exportCsv: (q: string | undefined, site: string) =>
      listingsCsv(
        resource.draftPages({
          select: EXPORT_SELECT,
          populate: EXPORT_POPULATE,
          search: q ? { text: q, fields: LIST_SEARCH_FIELDS.property } : undefined,
          pageSize: EXPORT_PAGE_SIZE,
        }),
        site,
      ),
  };
};

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type PropertyService = ReturnType<typeof methods>;

export default factories.createCoreService('api::property.property', methods);
