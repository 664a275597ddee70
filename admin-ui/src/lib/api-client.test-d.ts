/*
 * Type-level checks of the staff admin's call helper, run by `npm run typecheck` (type-checked,
 * never executed): each `@ts-expect-error` line must be an error, so a helper that stopped
 * catching the mistake it names fails the typecheck.
 */
import type { Area, Property } from '@estate/contract';
import { callRoute } from './api-client';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(_proof?: T) => undefined;

export async function checks() {
  // The answer is the route's own: a write answers its message and the stored item.
  const saved = await callRoute('updateArea', { params: { id: 'x' }, body: { title: 'A' } });
  holds<Equal<typeof saved.area, Area>>();
  holds<Equal<typeof saved.message, string>>();
  holds<Equal<Awaited<ReturnType<typeof callRoute<'getProperty'>>>, Property>>();

  // @ts-expect-error a misspelt route name
  await callRoute('updateAreas', { params: { id: 'x' } });
  // @ts-expect-error a route that needs an id, called without it
  await callRoute('getProperty', {});
  // @ts-expect-error a field the answer does not have
  void saved.property;
  // @ts-expect-error the method is the route's, never the caller's
  await callRoute('deleteArea', { params: { id: 'x' }, method: 'GET' });
}
