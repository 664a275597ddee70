import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { Flash, Notice } from '@/components/ui/flash';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { failureText } from '@/lib/api-client';
import type { useTimedMessage } from '@/hooks/use-timed-message';
import { ItemPage } from './item-page';

/**
 * The frame of an edit page: header with Go Back, loading, the load error (timed or not, as
 * the spec says per entity), '<Entity> not found!' when there is no data, then the form.
 */
export function EditShell<T extends { _id: string }>({
  eyebrow,
  title,
  subtitle,
  query,
  flash,
  listPath,
  detailPath,
  loadErrorText,
  loadErrorTimed,
  notFoundText,
  documentTitle,
  moreActions,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle?: (data: T) => string;
  query: UseQueryResult<T>;
  flash: ReturnType<typeof useTimedMessage>;
  listPath: string;
  detailPath: (data: T) => string;
  loadErrorText: string;
  /** The load error disappears after 3 s (property and development) or stays. */
  loadErrorTimed: boolean;
  notFoundText: string;
  /** The browser tab's title once loaded, when it is not "<title>: <subtitle>" ("Edit Villa Amalfi"). */
  documentTitle?: (data: T) => string;
  /** Links of the header before View Details (a post's Translations). */
  moreActions?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  useDocumentTitle(
    data && documentTitle ? documentTitle(data) : data && subtitle ? `${title}: ${subtitle(data)}` : title,
  );
  const { show } = flash;
  const { isError, error } = query;
  useEffect(() => {
    if (isError) show('error', failureText(error, loadErrorText), { sticky: !loadErrorTimed });
  }, [isError, error, show, loadErrorText, loadErrorTimed]);

  const header = (
    <PageHeader
      eyebrow={eyebrow}
      title={title}
      description={data && subtitle ? subtitle(data) : undefined}
      back={<GoBackButton fallback={listPath} />}
      actions={
        data ? (
          <>
            {moreActions?.(data)}
            <ButtonLink to={detailPath(data)} variant="ghost">
              View Details
            </ButtonLink>
          </>
        ) : undefined
      }
    />
  );
  return (
    <ItemPage
      header={header}
      pending={query.isPending}
      data={data}
      missing={
        <>
          <Flash message={flash.message} />
          <Notice tone="empty">{notFoundText}</Notice>
        </>
      }
    >
      {children}
    </ItemPage>
  );
}
