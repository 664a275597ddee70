import { describe, expect, it } from 'vitest';
import { defaultWebWorkers, usableCores } from '../web-workers.js';
import { parseEnv } from './env';

describe('the web server environment', () => {
  it('warns at start when a production site still calls itself localhost', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).SITE_URL_WARNING).toMatch(/PUBLIC_SITE_URL is http:\/\/localhost:3000/);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://estate.ae' }).SITE_URL_WARNING).toBeNull();
  });

  it('reaches the CMS and names itself on the ports of the root .env when the addresses are left empty', () => {
    const moved = parseEnv({ PORT: '4500', CMS_PORT: '4501', CMS_URL: '', PUBLIC_SITE_URL: '', PANEL_URL: '' });
    expect(moved.CMS_URL).toBe('http://127.0.0.1:4501');
    expect(moved.PUBLIC_SITE_URL).toBe('http://localhost:4500');
    expect(moved.FRAME_ANCESTORS).toContain('http://127.0.0.1:4501');
    expect(parseEnv({ CMS_PORT: '4501', CMS_URL: 'http://cms:1337' }).CMS_URL).toBe('http://cms:1337');
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PUBLIC_SITE_URL: 'not a url', PAGE_CACHE: 'maybe' })).toThrow(
      /PUBLIC_SITE_URL must be an absolute URL[\s\S]*PAGE_CACHE must be on or off/,
    );
  });

  it('runs a process per usable core (at most 4) unless WEB_WORKERS says how many (1 to 64)', () => {
    expect(parseEnv({}).WEB_WORKERS).toBe(defaultWebWorkers());
    expect(parseEnv({ WEB_WORKERS: '' }).WEB_WORKERS).toBe(defaultWebWorkers());
    expect(parseEnv({ WEB_WORKERS: ' 3 ' }).WEB_WORKERS).toBe(3);
    for (const bad of ['0', '1.5', 'all', '65', '0x2', '1e1'])
      expect(() => parseEnv({ WEB_WORKERS: bad })).toThrow(
        `WEB_WORKERS must be a whole number from 1 to 64 (got "${bad}")`,
      );
  });

  it('counts the cores a container may use, not the host’s', () => {
    expect(usableCores({ parallelism: 8, cpuMax: 'max 100000' })).toBe(8);
    expect(usableCores({ parallelism: 8, cpuMax: '200000 100000\n' })).toBe(2);
    expect(usableCores({ parallelism: 8, cpuMax: '150000 100000' })).toBe(1);
    expect(usableCores({ parallelism: 8, cpuMax: '50000 100000' })).toBe(1);
    expect(usableCores({ parallelism: 2, cpuMax: '400000 100000' })).toBe(2);
    expect(usableCores({ parallelism: 3, cpuMax: null })).toBe(3);
    expect(defaultWebWorkers({ parallelism: 16, cpuMax: null })).toBe(4);
    expect(defaultWebWorkers({ parallelism: 1, cpuMax: null })).toBe(1);
  });
});
