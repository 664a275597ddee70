import { apiPath, type LeadKind, type LeadQuery } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/**
 * GET /api/admin/export-leads/{kind} with the same filters as the table, sent with the bearer
 * token (a plain link could not carry it), then saved as a file.
 */
export async function exportLeads({ kind, query }: { kind: LeadKind; query: LeadQuery }) {
  const { limit: _limit, offset: _offset, ...filters } = query;
  return downloadFile(
    apiPath('exportLeads', { kind }),
    { query: { ...filters }, headers: { Accept: 'text/csv' } },
    `${kind}-leads.csv`,
  );
}

export const useExportLeads = () => useMutation({ mutationFn: exportLeads });
