import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-contact/{id}: the contact, the timeline of its leads and their audit trail. */
export const getContact = (id: string) => callRoute('getContact', { params: { id } });

export const contactQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.contacts.detail(id), queryFn: () => getContact(id), staleTime: 0 });

export const useContact = (id: string) => useQuery(contactQueryOptions(id));
