import type { ReactNode } from 'react';
import { Notice } from '@/components/ui/flash';
import { PageLoading } from '@/components/ui/page-loading';
import { failureText, isNotFound } from '@/lib/api-client';

/**
 * A page of one stored item (a detail page, an edit page, a lead): its header at all times, then
 * the loading state, what stands in for the item when there is none, or the item.
 */
export function ItemPage<T>({
  header,
  pending,
  data,
  missing,
  children,
}: {
  header: ReactNode;
  pending: boolean;
  /** The item, undefined when it is not there (or is not to be shown). */
  data: T | undefined;
  missing: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      {header}
      {pending ? <PageLoading /> : data === undefined ? missing : children(data)}
    </>
  );
}

/**
 * Why an item is not shown: its load failed (the page's message, or the server's when it refused
 * the member's role), or it does not exist.
 */
export function MissingNotice({
  error,
  loadErrorText,
  notFoundText,
}: {
  error: Error | null;
  loadErrorText: string;
  notFoundText: string;
}) {
  return error && !isNotFound(error) ? (
    <Notice tone="error">{failureText(error, loadErrorText)}</Notice>
  ) : (
    <Notice tone="empty">{notFoundText}</Notice>
  );
}
