import { apiPath, type ReportName, type ReportQuery } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/** GET /api/admin/export-report/<name> for the range on screen, saved as CSV. */
export const exportReport = ({ name, range }: { name: ReportName; range: ReportQuery }) =>
  downloadFile(
    apiPath('exportReport', { report: name }),
    { query: { ...range }, headers: { Accept: 'text/csv' } },
    `report-${name}.csv`,
  );

export const useExportReport = () => useMutation({ mutationFn: exportReport });
