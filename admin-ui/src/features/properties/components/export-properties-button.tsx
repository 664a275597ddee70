import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { useAccess } from '@/lib/access';
import { useExportProperties } from '../api/export-properties';

/**
 * Export CSV above the properties table: every listing, or those its search shows. Shown only to
 * members whose role may export listings (the server checks it again); a failure is told through
 * `onError`.
 */
export function ExportPropertiesButton({ q, onError }: { q: string; onError: (error: unknown) => void }) {
  const access = useAccess();
  const exported = useExportProperties();
  if (!access.can('listings.export')) return null;
  return (
    <Button
      variant="secondary"
      icon={<DownloadIcon />}
      busy={exported.isPending}
      onClick={() => exported.mutate({ q }, { onError })}
    >
      {q ? 'Export these as CSV' : 'Export CSV'}
    </Button>
  );
}
