import { data } from 'react-router';

/** Any address the site does not know: the not-found page with status 404. */
export function loader() {
  throw data('Not found', { status: 404 });
}

export function clientLoader() {
  throw data('Not found', { status: 404 });
}

export default function NotFound() {
  return null;
}
