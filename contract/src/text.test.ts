import { describe, expect, it } from 'vitest';
import { slugify, truncateWords } from './text.js';

describe('truncateWords', () => {
  it('keeps a short text whole', () => {
    expect(truncateWords('Three little words', 22)).toEqual({ text: 'Three little words', truncated: false });
  });

  it('cuts a longer text to n words with an ellipsis', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    const result = truncateWords(text, 22);
    expect(result.truncated).toBe(true);
    expect(result.text.split(' ')).toHaveLength(22);
    expect(result.text.endsWith('w21...')).toBe(true);
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Signature Villa, Palm Jumeirah')).toBe('signature-villa-palm-jumeirah');
    expect(slugify('Café & Résidences — Marbella')).toBe('cafe-and-residences-marbella');
  });
});
