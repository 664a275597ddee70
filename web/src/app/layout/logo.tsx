import { Link } from 'react-router';

/** The wordmark: the agency's name set in the display face, with a thin rule. */
export function Logo({ name, onClick }: { name: string; onClick?: () => void }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Link to="/" className="logo" aria-label={`${name}, home`} onClick={onClick}>
      <span className="logo__main">{first}</span>
      {rest.length ? <span className="logo__sub">{rest.join(' ')}</span> : null}
    </Link>
  );
}
