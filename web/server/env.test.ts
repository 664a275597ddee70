import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('the web server environment', () => {
  it('warns at start when a production site still calls itself localhost', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).SITE_URL_WARNING).toMatch(/PUBLIC_SITE_URL is http:\/\/localhost:3000/);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://estate.ae' }).SITE_URL_WARNING).toBeNull();
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PUBLIC_SITE_URL: 'not a url', PAGE_CACHE: 'maybe' })).toThrow(
      /PUBLIC_SITE_URL must be an absolute URL[\s\S]*PAGE_CACHE must be on or off/,
    );
  });
});
