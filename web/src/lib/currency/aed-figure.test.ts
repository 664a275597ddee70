import { parseAedFigure } from './aed-figure';

describe('An AED figure written by staff', () => {
  it('reads one amount, with or without AED, commas, decimals and a K or M', () => {
    expect(parseAedFigure('AED 2,450,000')).toBe(2_450_000);
    expect(parseAedFigure('2450000')).toBe(2_450_000);
    expect(parseAedFigure('AED 3.2M')).toBe(3_200_000);
    expect(parseAedFigure('850K AED')).toBe(850_000);
  });

  it('leaves a text that is not one amount as written', () => {
    expect(parseAedFigure('From AED 2M to 4M')).toBeNull();
    expect(parseAedFigure('7%')).toBeNull();
    expect(parseAedFigure('')).toBeNull();
  });
});
