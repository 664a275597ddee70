import { apiPath } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/**
 * GET /api/admin/export-properties: every listing as CSV, or those the table's search finds, sent
 * with the bearer token (a plain link could not carry it) and saved as a file. The CMS streams
 * it a page at a time (docs/decisions/0090).
 */
export const exportProperties = ({ q }: { q: string }) =>
  downloadFile(
    apiPath('exportProperties'),
    { query: { q: q.trim() || undefined }, headers: { Accept: 'text/csv' } },
    'listings.csv',
  );

export const useExportProperties = () => useMutation({ mutationFn: exportProperties });
