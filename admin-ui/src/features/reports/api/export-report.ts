import { apiPath, type ReportName, type ReportQuery } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/**
 * GET /api/admin/export-report/<name> for the range on screen, sent with the bearer token (a plain
 * link could not carry it), then saved as a file.
 */
export async function exportReport({ name, range }: { name: ReportName; range: ReportQuery }) {
  const response = await request(apiPath('exportReport', { report: name }), {
    query: { ...range },
    headers: { Accept: 'text/csv' },
  });
  const blob = await response.blob();
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '');
  const file = match?.[1] ?? `report-${name}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { file, size: blob.size };
}

export const useExportReport = () => useMutation({ mutationFn: exportReport });
