import { describe, expect, it } from 'vitest';
import { siteUrlWarning } from './site-url.js';

describe('siteUrlWarning', () => {
  it('warns when a production site still points at this machine', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost'])
      expect(siteUrlWarning(url, 'production'), url).toMatch(/^PUBLIC_SITE_URL is .*Set PUBLIC_SITE_URL/);
  });

  it('is quiet for a public address, and outside production', () => {
    expect(siteUrlWarning('https://www.estate.ae', 'production')).toBeNull();
    expect(siteUrlWarning('http://localhost:3000', 'development')).toBeNull();
    expect(siteUrlWarning('http://localhost:3000', 'test')).toBeNull();
  });
});
