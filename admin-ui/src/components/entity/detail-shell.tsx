import { permissionFor, type EditableResource } from '@estate/contract';
import type { ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { DetailActions } from '@/components/detail/detail-actions';
import { Flash } from '@/components/ui/flash';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTabs } from '@/components/ui/section-tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAccess } from '@/lib/access';
import { errorText } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { ItemPage, MissingNotice } from './item-page';

/** What a detail page's History tab shows of the item (the app layer gives it: features/audit). */
export type HistorySlot = (item: { _id: string; title: string }) => ReactNode;

/** What a detail page's Translations tab shows of the item (the app layer gives it: features/translations). */
export type TranslationsSlot = (item: { _id: string }) => ReactNode;

type Tab = 'details' | 'translations' | 'history';

const TAB_LABELS: Record<Tab, string> = { details: 'Details', translations: 'Translations', history: 'History' };

/**
 * The frame of a read-only detail page: title, View on site, Edit, Delete (asked first; then
 * the list; only for a role that may delete the kind), Go Back, and the load, error and
 * not-found states. With `translations` (for a role that may write the kind) and `history` (for
 * a role that may read the audit trail), the item shows in tabs: Details, Translations, History
 * (?tab=translations, ?tab=history, so a reload or a shared link opens it).
 */
export function DetailShell<T extends { _id: string }>({
  resource,
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
  translations,
  history,
  children,
}: {
  /** The kind shown: its delete permission decides whether Delete shows. */
  resource: EditableResource;
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
  /** The item's Translations tab. */
  translations?: (data: T) => ReactNode;
  /** The item's History tab. */
  history?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const navigate = useNavigate();
  const flash = useTimedMessage();
  const access = useAccess();
  const mayDelete = access.can(permissionFor(resource, 'delete'));
  const [params] = useSearchParams();
  const tabs: Tab[] = [
    'details',
    ...(translations && access.can(permissionFor(resource, 'write')) ? (['translations'] as const) : []),
    ...(history && access.can('audit.read') ? (['history'] as const) : []),
  ];
  const asked = params.get('tab');
  const tab = tabs.find((t) => t !== 'details' && t === asked) ?? 'details';
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
            onDelete={
              mayDelete
                ? () =>
                    deleteMutation.mutate(data._id, {
                      onSuccess: () => navigate(getToken() ? listPath : '/login'),
                      onError: (error) => flash.show('error', errorText(error, deleteFailedText)),
                    })
                : undefined
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
          {tabs.length > 1 ? (
            <SectionTabs label={`${eyebrow} sections`} tabs={tabs} labels={TAB_LABELS} current={tab} />
          ) : null}
          <Flash message={flash.message} />
          {tab === 'history' && history
            ? history(item)
            : tab === 'translations' && translations
              ? translations(item)
              : children(item)}
        </>
      )}
    </ItemPage>
  );
}
