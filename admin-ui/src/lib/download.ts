import { request } from '@/lib/api-client';

type RequestOptions = NonNullable<Parameters<typeof request>[1]>;

/** The file name a Content-Disposition header gives, else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * A file the API answers (an export), fetched with the bearer token (a plain link could not carry
 * it) and saved by the browser under the name the answer gives, else `fallback`.
 */
export async function downloadFile(path: string, options: RequestOptions, fallback: string) {
  const response = await request(path, options);
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallback);
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
