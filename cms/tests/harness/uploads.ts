import fs from 'fs';
import { expect, inject } from 'vitest';
import { baseUrl, panelAdmin } from './client';
import { filesIn } from './stack';

/*
 * What an upload leaves on disk and in the media library: for the tests proving that a refused or
 * failed upload leaves nothing behind (security/uploads, security/upload-failures).
 */

export const tmpDir = () => inject('tmpDir');

/** Files in the CMS's temp folder now. */
export const tempFiles = () => new Set(filesIn(tmpDir()));

/** Files that appeared in the temp folder since `before` (after the CMS had a moment to clean up). */
export async function leftSince(before: Set<string>): Promise<string[]> {
  let left: string[] = [];
  for (let i = 0; i < 20; i++) {
    left = [...tempFiles()].filter((f) => !before.has(f));
    if (!left.length) return left;
    await new Promise((r) => setTimeout(r, 100));
  }
  return left;
}

export const uploadsDir = () => inject('uploadsDir');
export const uploadFiles = () => new Set(fs.readdirSync(uploadsDir()));

/** Media library rows, through Strapi's own API (a panel administrator). */
export async function mediaRows(base = baseUrl()): Promise<number> {
  const token = await panelAdmin();
  const res = await fetch(`${base}/upload/files?page=1&pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { pagination: { total: number } };
  return body.pagination.total;
}
