import type { ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DetailActions } from '@/components/detail/detail-actions';
import { Flash } from '@/components/ui/flash';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { ItemPage, MissingNotice } from './item-page';

/**
 * The frame of a read-only detail page: title, View on site, Edit, Delete (asked first; then
 * the list), Go Back, and the load, error and not-found states.
 */
export function DetailShell<T extends { _id: string }>({
  eyebrow,
  query,
  titleOf,
  listPath,
  editPath,
  publicHref,
  deleteLabel,
  deleteWarning,
  deleteMutation,
  deleteFailedText,
  loadErrorText,
  notFoundText,
  children,
}: {
  eyebrow: string;
  query: UseQueryResult<T>;
  titleOf: (data: T) => string;
  listPath: string;
  editPath: (data: T) => string;
  publicHref?: (data: T) => string;
  deleteLabel: string;
  /** A further warning in the delete question (a listing shown in the home page hero). */
  deleteWarning?: (data: T) => string | undefined;
  deleteMutation: UseMutationResult<unknown, Error, string>;
  deleteFailedText: string;
  loadErrorText: string;
  notFoundText: string;
  children: (data: T) => ReactNode;
}) {
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const data = query.data;
  useDocumentTitle(data ? titleOf(data) : eyebrow);

  const header = (
    <PageHeader
      eyebrow={eyebrow}
      title={data ? titleOf(data) : `${eyebrow} details`}
      back={<GoBackButton fallback={listPath} />}
      actions={
        data ? (
          <DetailActions
            publicHref={publicHref?.(data)}
            editHref={editPath(data)}
            deleteLabel={deleteLabel}
            entityTitle={titleOf(data)}
            deleteWarning={deleteWarning?.(data)}
            deleting={deleteMutation.isPending}
            onDelete={() =>
              deleteMutation.mutate(data._id, {
                onSuccess: () => navigate(getToken() ? listPath : '/login'),
                onError: (error) => flash.show('error', errorText(error, deleteFailedText)),
              })
            }
          />
        ) : undefined
      }
    />
  );

  return (
    <ItemPage
      header={header}
      pending={query.isPending}
      // A failed reload shows the failure rather than the item as it was.
      data={query.isError ? undefined : data}
      missing={<MissingNotice error={query.error} loadErrorText={loadErrorText} notFoundText={notFoundText} />}
    >
      {(item) => (
        <>
          <Flash message={flash.message} />
          {children(item)}
        </>
      )}
    </ItemPage>
  );
}
