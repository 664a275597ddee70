import { lazy } from 'react';
import { WhenVisible } from '~/components/when-visible';
import type { MortgageCalculatorProps } from './mortgage-calculator';

// The calculator is fetched when its section nears the screen: not part of the first paint.
const MortgageCalculator = lazy(() => import('./mortgage-calculator').then((m) => ({ default: m.MortgageCalculator })));

/** A listing's mortgage calculator, loaded as its place nears the screen; a status line until then. */
export function ListingCalculator({ loading, ...props }: MortgageCalculatorProps & { loading: string }) {
  const status = (
    <p className="calculator__status" role="status">
      {loading}
    </p>
  );
  return (
    <WhenVisible minHeight="32rem" fallback={status}>
      <MortgageCalculator {...props} />
    </WhenVisible>
  );
}
