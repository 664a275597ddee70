import { describe, expect, it, vi } from 'vitest';
import { hasInlineImages, replaceInlineImages } from './inline-images';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('Inline images in rich text', () => {
  it('are uploaded once each and replaced by their stored paths', async () => {
    const upload = vi.fn(async (_blob: Blob, name: string) => `/uploads/${name}`);
    const html = `<p><img src="${PIXEL}" alt="a"></p><p><img alt="b" src='${PIXEL}'></p><img src="/uploads/kept.jpg">`;
    const out = await replaceInlineImages(html, upload);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![1]).toBe('pasted-image-1.png');
    expect((upload.mock.calls[0]![0] as Blob).type).toBe('image/png');
    expect(out).toBe(
      `<p><img src="/uploads/pasted-image-1.png" alt="a"></p><p><img alt="b" src='/uploads/pasted-image-1.png'></p><img src="/uploads/kept.jpg">`,
    );
    expect(hasInlineImages(out)).toBe(false);
  });

  it('leave HTML without inline images untouched', async () => {
    const upload = vi.fn();
    const html = '<p>Text <img src="/uploads/a.jpg"></p>';
    expect(await replaceInlineImages(html, upload)).toBe(html);
    expect(upload).not.toHaveBeenCalled();
  });

  it('fail the save when an upload fails, rather than keep megabytes of base64', async () => {
    const upload = vi.fn(async () => {
      throw new Error('415');
    });
    await expect(replaceInlineImages(`<img src="${PIXEL}">`, upload)).rejects.toThrow('415');
  });
});
