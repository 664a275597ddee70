import { expect, test } from '@playwright/test';
import { hydrated } from './support';

test.use({ reducedMotion: 'no-preference' });

test('the hero film starts after the page has loaded and can be paused and played again', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const pause = page.getByRole('button', { name: 'Pause film' });
  await expect(pause).toBeVisible({ timeout: 15_000 });
  const video = page.locator('video.home-hero__video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await pause.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play film' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // Scrolled past, the film rests; back at the top, it plays on.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});
