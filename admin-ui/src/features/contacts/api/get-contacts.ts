import { apiPath, ContactSchema, type ContactQuery } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-contacts?q=&limit=&offset=: a page of contacts, newest activity first, and X-Total-Count. */
export const getContacts = (query: ContactQuery) =>
  requestPage(ContactSchema, apiPath('getContacts'), { query: { ...query, q: query.q || undefined } });

export const contactsQueryOptions = (query: ContactQuery) =>
  queryOptions({
    queryKey: queryKeys.contacts.list(query),
    queryFn: () => getContacts(query),
    // Every new lead moves a contact up: a page shown again is asked for again.
    staleTime: 0,
    // The rows of the last page stay while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useContacts = (query: ContactQuery, enabled = true) =>
  useQuery({ ...contactsQueryOptions(query), enabled });
