import { describe, expect, it } from 'vitest';
import { makeArea, makeProperty } from '@/testing/fixtures';
import { areaForm } from './area-values';

describe('The area form (defineForm)', () => {
  it('counts reordered links and retyped tags as no change', () => {
    const loaded = areaForm.from(
      makeArea({ tags: ['Beach', 'Golf'], properties: [makeProperty({ _id: 'p1' }), makeProperty({ _id: 'p2' })] }),
    );
    const edited = { ...loaded, tags: 'Beach,Golf, ', properties: ['p2', 'p1'] };
    expect(JSON.stringify(areaForm.signature(edited))).toBe(JSON.stringify(areaForm.signature(loaded)));
    expect(JSON.stringify(areaForm.signature({ ...edited, tags: 'Beach' }))).not.toBe(
      JSON.stringify(areaForm.signature(loaded)),
    );
  });
});
