import { apiPath } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * GET /api/admin/export-contact/{id}: everything the agency holds on the person, as JSON, sent
 * with the bearer token (a plain link could not carry it), then saved as a file.
 */
export async function exportContact(id: string) {
  const response = await request(apiPath('exportContact', { id }), { headers: { Accept: 'application/json' } });
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition'), `contact-${id}.json`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { name, size: blob.size };
}

export const useExportContact = () => useMutation({ mutationFn: exportContact });
