import type { PropertyMarker } from '@estate/contract';
import { CLUSTER_RADIUS_PX, clusterIndex } from './search-map';
import { MAX_ZOOM } from './map-types';

/** A marker `px` screen pixels east of 55.14 E at `zoom`, on Leaflet's 256 px tiles. */
function markerAt(px: number, zoom: number, id: string): PropertyMarker {
  const degreesPerPx = 360 / (256 * 2 ** zoom);
  return {
    _id: id,
    slug: id,
    title: id,
    latitude: 25.08,
    longitude: 55.14 + px * degreesPerPx,
    featuredImage: null,
    beds: 2,
    propertyType: 'Apartment',
    price: 1,
    priceAed: 1,
    priceEur: 1,
  };
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('The search map’s clusters', () => {
  it('count homes nearer than a price label’s width in one cluster, so nothing is drawn over another', () => {
    const zoom = 10;
    // 80 px apart: two price labels of about 90 px would overlap.
    const near = clusterIndex([markerAt(0, zoom, 'a'), markerAt(80, zoom, 'b')], MAX_ZOOM - 1);
    expect(near.getClusters(WORLD, zoom)).toHaveLength(1);
    // Further apart than the radius: each home its own label.
    const apart = clusterIndex([markerAt(0, zoom, 'a'), markerAt(CLUSTER_RADIUS_PX + 40, zoom, 'b')], MAX_ZOOM - 1);
    expect(apart.getClusters(WORLD, zoom)).toHaveLength(2);
  });

  it('split into single homes at the closest zoom the map offers', () => {
    const index = clusterIndex([markerAt(0, MAX_ZOOM, 'a'), markerAt(20, MAX_ZOOM, 'b')], MAX_ZOOM - 1);
    expect(index.getClusters(WORLD, MAX_ZOOM).every((f) => !('cluster' in f.properties))).toBe(true);
  });
});
