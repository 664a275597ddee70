import { apiPath } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/** GET /api/admin/export-contact/{id}: everything the agency holds on the person, saved as JSON. */
export const exportContact = (id: string) =>
  downloadFile(apiPath('exportContact', { id }), { headers: { Accept: 'application/json' } }, `contact-${id}.json`);

export const useExportContact = () => useMutation({ mutationFn: exportContact });
