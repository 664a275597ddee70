import { SEARCH_PROPERTY_TYPES } from '@estate/contract';
import { useId } from 'react';
import { Form } from 'react-router';
import { Options } from '~/components/search/options';

/**
 * The home search: a property type and a location (the distinct trimmed locations of every
 * property, the first preselected). It is a plain GET form, so it works before the scripts load.
 */
export function HeroSearch({ locations }: { locations: string[] }) {
  const typeId = useId();
  const locationId = useId();
  return (
    <Form method="get" action="/all-properties" className="hero-search" aria-label="Search properties">
      <div className="hero-search__field">
        <label htmlFor={typeId}>Property type</label>
        <select id={typeId} name="propertyType" defaultValue={SEARCH_PROPERTY_TYPES[0]}>
          <Options values={SEARCH_PROPERTY_TYPES} />
        </select>
      </div>
      <div className="hero-search__field">
        <label htmlFor={locationId}>Location</label>
        <select id={locationId} name="country" defaultValue={locations[0]} disabled={locations.length === 0}>
          <Options values={locations} empty="All locations" />
        </select>
      </div>
      <button type="submit" className="button button--solid hero-search__submit">
        Search
      </button>
    </Form>
  );
}
