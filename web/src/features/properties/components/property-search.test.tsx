import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '~/testing/render';
import { parsePropertySearch, toSearchParams } from '../api/search-params';
import { PropertySearchForm } from './property-search';

/** The search a browser without script opens: the form's fields as the URL's query, read by the route. */
function sentWithout(form: HTMLFormElement, submitter?: HTMLElement) {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) params.append(name, String(value));
  return toSearchParams(parsePropertySearch(params)).toString();
}

describe('The property search banner without script', () => {
  const address =
    'propertyType=Villa&country=Dubai&price=5000000&beds=3&baths=1&sort=price-desc&view=map&q=palm&minPrice=1000000&maxPrice=9000000&minSize=2000&completionStatus=ready';

  it('is a GET of /all-properties that sends the search it shows, the route’s order and view included', async () => {
    const search = parsePropertySearch(new URLSearchParams(address));
    renderWithProviders(<PropertySearchForm search={search} rates={undefined} onSearch={() => {}} />);
    const form = (await screen.findByRole('form', { name: 'Search properties' })) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/all-properties');
    expect(sentWithout(form)).toBe(toSearchParams(search).toString());
  });

  it('sends a chip’s choice when pressed, and clears it when the pressed one is pressed again', async () => {
    const search = parsePropertySearch(new URLSearchParams(address));
    renderWithProviders(<PropertySearchForm search={search} rates={undefined} onSearch={() => {}} />);
    const form = (await screen.findByRole('form', { name: 'Search properties' })) as HTMLFormElement;
    const bedrooms = screen.getByRole('group', { name: 'Bedrooms' });
    const one = within(bedrooms).getByRole('button', { name: '1+ bedrooms' });
    const three = within(bedrooms).getByRole('button', { name: '3+ bedrooms' });
    expect(sentWithout(form, one)).toBe(toSearchParams({ ...search, beds: 1 }).toString());
    expect(sentWithout(form, three)).toBe(toSearchParams({ ...search, beds: null }).toString());
  });
});
