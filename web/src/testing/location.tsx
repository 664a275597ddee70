import { useLocation } from 'react-router';

/** Shows the current address, so tests can read what the page wrote to the URL. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
