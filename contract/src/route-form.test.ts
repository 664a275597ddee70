import { describe, expect, it } from 'vitest';
import { isUnder, routeForm, routePattern } from './route-form.js';

describe('routeForm', () => {
  it('gives every spelling a router accepts the same form', () => {
    for (const spelling of [
      '/api/auth/local',
      '/API/AUTH/LOCAL',
      '/api/Auth/Local',
      '/api/auth/local/',
      '/api/auth/local//',
      '//api//auth///local',
      '/api/%61uth/local',
      '/api/%41UTH/%6c%6F%63%61%6C',
      '/api\\auth\\local',
      '/api/x/../auth/local',
      '/api/auth/./local',
      '/api/x/%2e%2e/auth/local',
      '/x/y/../../api/auth/local',
    ]) {
      expect(routeForm(spelling), spelling).toBe('/api/auth/local');
    }
  });

  it('keeps an encoded slash inside its segment', () => {
    expect(routeForm('/api/auth%2flocal')).toBe('/api/auth%2flocal');
    expect(routeForm('/api/auth%2Flocal')).toBe('/api/auth%2flocal');
    expect(routeForm('/uploads/a%252fb.pdf')).toBe('/uploads/a%2fb.pdf');
  });

  it('leaves a malformed escape as written, and the root as the root', () => {
    expect(routeForm('/api/%E0%A4%A/x')).toBe('/api/%e0%a4%a/x');
    expect(routeForm('/')).toBe('/');
    expect(routeForm('')).toBe('/');
    expect(routeForm('///')).toBe('/');
  });

  it('folds ASCII letters only, as the routers do', () => {
    expect(routeForm('/api/auth/\u212Aey')).toBe('/api/auth/\u212Aey');
    expect(routeForm('/ÄPI')).toBe('/Äpi');
  });

  it('never climbs above the root', () => {
    expect(routeForm('/../../api/auth/local')).toBe('/api/auth/local');
  });

  it('decodes once only', () => {
    expect(routeForm('/api/%2561uth/local')).toBe('/api/%61uth/local');
  });
});

describe('isUnder', () => {
  it('is true for the prefix itself and the paths below it only', () => {
    expect(isUnder('/api/admin', '/api/admin')).toBe(true);
    expect(isUnder('/api/admin/login', '/api/admin')).toBe(true);
    expect(isUnder('/api/administrators', '/api/admin')).toBe(false);
  });
});

describe('routePattern', () => {
  it("matches every spelling of a route's path, its parameters as one segment each", () => {
    const pattern = routePattern('/api/admin/get-property/:id');
    expect(pattern.test(routeForm('/API/Admin/Get-Property/12/'))).toBe(true);
    expect(pattern.test(routeForm('/api/admin/get-property/a%2fb'))).toBe(true);
    expect(pattern.test(routeForm('/api/admin/get-property'))).toBe(false);
    expect(pattern.test(routeForm('/api/admin/get-property/1/2'))).toBe(false);
    expect(routePattern('/upload/files/:id/replace').test(routeForm('/UPLOAD/files/7/Replace'))).toBe(true);
  });
});
