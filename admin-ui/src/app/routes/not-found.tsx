import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <>
      <PageHeader title="Page not found" description="This address does not lead to a page of the staff area." />
      <ButtonLink to="/dashboard" variant="primary">
        Go to the dashboard
      </ButtonLink>
    </>
  );
}
