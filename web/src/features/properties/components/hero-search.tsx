import { SEARCH_PROPERTY_TYPES } from '@estate/contract';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { Options } from '~/components/search/options';
import { useT } from '~/lib/i18n/i18n';
import { usePropertyTypeLabels } from './property-type-labels';
import { usePropertyTypeLocations } from '../api/get-property-locations';
import { placeOptions, usePlaceName } from '~/lib/i18n/place-names';

/** The type the hero search opens on: the spec's first. */
export const HERO_FIRST_TYPE = SEARCH_PROPERTY_TYPES[0];

/**
 * The location to preselect for a type: the first location (in the select's order) where homes
 * of that type are listed, so the home search never opens on a search that finds nothing; the
 * spec's first location while that is not known or when no home of the type is listed.
 */
export function preferredLocation(locations: string[], listed: readonly string[] | undefined): string {
  const withType = new Set((listed ?? []).map((l) => l.trim().toLowerCase()));
  return locations.find((l) => withType.has(l.trim().toLowerCase())) ?? locations[0] ?? '';
}

/**
 * The home search: a property type and a location (the distinct trimmed locations of every
 * property). The location preselected is one with listings of the chosen type, until
 * the visitor picks one, known from the locations of that type (decision 0047). It is a plain GET
 * form, so it works before the scripts load.
 */
export function HeroSearch({ locations }: { locations: string[] }) {
  const typeId = useId();
  const locationId = useId();
  const [propertyType, setPropertyType] = useState<string>(HERO_FIRST_TYPE);
  const [picked, setPicked] = useState<string | null>(null);
  // The locations of public listings of the type: a short list, not a page of listings.
  const listed = usePropertyTypeLocations(propertyType).data;
  const location = picked ?? preferredLocation(locations, listed);
  const t = useT();
  const typeLabels = usePropertyTypeLabels();
  const placeName = usePlaceName();
  return (
    <Form method="get" action="/all-properties" className="hero-search" aria-label={t('search.properties')}>
      <div className="hero-search__field">
        <label htmlFor={typeId}>{t('search.propertyType')}</label>
        <select
          id={typeId}
          name="propertyType"
          value={propertyType}
          onChange={(e) => {
            setPropertyType(e.target.value);
            setPicked(null);
          }}
        >
          <Options values={SEARCH_PROPERTY_TYPES} labels={typeLabels} />
        </select>
      </div>
      <div className="hero-search__field">
        <label htmlFor={locationId}>{t('search.location')}</label>
        <select
          id={locationId}
          name="country"
          value={location}
          onChange={(e) => setPicked(e.target.value)}
          disabled={locations.length === 0}
        >
          <Options values={locations} empty={t('search.allLocations')} {...placeOptions(locations, placeName)} />
        </select>
      </div>
      <button type="submit" className="button button--solid hero-search__submit">
        {t('search.submit')}
      </button>
    </Form>
  );
}
