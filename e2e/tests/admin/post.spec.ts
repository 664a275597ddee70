import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Post } from '@estate/contract';
import { pngImage, signedIn, staffApi, staffToken, unique } from './support';

/** A post as the contract answers it. */
type StoredPost = Post;

async function findPost(request: APIRequestContext, title: string): Promise<StoredPost | undefined> {
  const res = await request.get('/api/admin/get-posts', { params: { q: title, limit: 10 } });
  return ((await res.json()) as StoredPost[]).find((p) => p.title === title);
}

test.describe('A post with a pasted picture', () => {
  const title = unique('E2E Harbour Notes');
  const renamed = `${title} (revised)`;

  test.afterAll(async ({ request }) => {
    const token = await staffToken(request);
    for (const t of [title, renamed]) {
      const left = await findPost(request, t);
      if (left) await staffApi(request, token, 'DELETE', `delete-post/${left._id}`);
    }
  });

  test('create with an inline pasted image, edit, delete', async ({ page, request }) => {
    await signedIn(page, request);

    await test.step('write the post and paste a picture into the editor', async () => {
      await page.goto('/admin/add-post');
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('textbox', { name: 'Description' }).fill('A short teaser written by the e2e suite.');
      const body = page.frameLocator('.editor-frame iframe').locator('body');
      await body.click();
      await body.pressSequentially('Evening light over the marina.');
      // A picture on the clipboard, as when a screenshot is pasted.
      const png = pngImage(640, 400, [250, 170, 90], [40, 60, 110]).toString('base64');
      await body.evaluate((el, b64) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const file = new File([bytes], 'pasted.png', { type: 'image/png' });
        const data = new DataTransfer();
        data.items.add(file);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, png);
      await expect(body.locator('img')).toHaveCount(1);
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/add-post') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Add Post' }).click();
      // The picture was uploaded by the admin UI first: the saved body carries a path, not the bytes.
      const sentBody = (await sent).postDataBuffer()?.toString('utf8') ?? '';
      expect(sentBody).toMatch(/<img[^>]+src=\\?"\/uploads\//);
      expect(sentBody).not.toMatch(/src=\\?"(data|blob):/);
      await expect(page).toHaveURL(/\/admin\/posts$/);
    });

    const stored = await findPost(request, title);
    expect(stored, 'the post is stored').toBeTruthy();
    expect(stored!.richContent).toContain('Evening light over the marina.');
    expect(stored!.richContent).not.toMatch(/src="(data|blob):/);
    expect(stored!.richContent).toMatch(/<img[^>]+src="\/uploads\/[^"]+"/);
    const src = /src="(\/uploads\/[^"]+)"/.exec(stored!.richContent)![1]!;
    expect((await request.get(src)).status()).toBe(200);

    await test.step('see it on the public site', async () => {
      const res = await page.goto(`/blog-single/${stored!.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.locator(`img[src*="${src.split('/').pop()}"]`)).toHaveCount(1);
    });

    await test.step('edit it', async () => {
      await page.goto(`/admin/update-post/${stored!._id}`);
      const titleBox = page.getByRole('textbox', { name: 'Title' });
      await expect(titleBox).toHaveValue(title);
      await expect(page.frameLocator('.editor-frame iframe').locator('img')).toHaveCount(1);
      await titleBox.fill(renamed);
      await page.getByRole('button', { name: 'Update Post' }).click();
      await expect(page.getByText('Post updated successfully!')).toBeVisible();
      const after = await findPost(request, renamed);
      expect(after?._id).toBe(stored!._id);
      expect(after!.richContent).toContain(src);
    });

    await test.step('delete it, after confirming', async () => {
      await page.goto(`/admin/post/${stored!._id}`);
      await page.getByRole('button', { name: 'Delete Post' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Post' }).click();
      await expect(page).toHaveURL(/\/admin\/posts$/);
      expect((await request.get(`/api/admin/get-post/${stored!._id}`)).status()).toBe(404);
    });
  });
});
