import { describe, expect, it } from 'vitest';
import { coerceFormFields, fieldErrors } from './fields.js';
import { AreaInputSchema } from './content-schemas.js';
import { PropertyInputSchema, PropertyUpdateSchema } from './listing-schemas.js';
import { StartNowInputSchema } from './leads.js';

describe('multipart fields', () => {
  it('become numbers, booleans and lists as the schema expects', () => {
    const { data, errors } = coerceFormFields(PropertyInputSchema, {
      title: 'Villa',
      isFeatured: 'true',
      latitude: '25.1',
      spaces: '[{"title":"Pool","images":[]}]',
    });
    expect(errors).toEqual([]);
    expect(data).toEqual({ title: 'Villa', isFeatured: true, latitude: 25.1, spaces: [{ title: 'Pool', images: [] }] });
  });

  it('report JSON that is not JSON, naming the field', () => {
    const { errors } = coerceFormFields(PropertyInputSchema, { spaces: '[{"title":' });
    expect(errors).toEqual([{ field: 'spaces', message: 'spaces must be valid JSON' }]);
  });

  it('take one stored path where a list is expected', () => {
    const { data } = coerceFormFields(PropertyInputSchema, { galleryImages: '/uploads/a.jpg' });
    expect(data.galleryImages).toEqual(['/uploads/a.jpg']);
  });

  it('read the words null and undefined as FormData sends them', () => {
    const { data } = coerceFormFields(PropertyUpdateSchema, { featuredImage: 'null', price: 'undefined' });
    expect(data).toEqual({ featuredImage: null });
  });
});

describe('numeric fields', () => {
  const errorsOf = (input: Record<string, unknown>, multipart = false) => {
    const data = multipart ? coerceFormFields(PropertyInputSchema, input as Record<string, string>).data : input;
    const result = PropertyInputSchema.safeParse({ title: 'Villa', ...data });
    return result.success ? [] : fieldErrors(result.error);
  };

  it('say a negative figure must be 0 or more, as a number and as the text a form sends', () => {
    const expected = [
      { field: 'space', message: 'space must be 0 or more' },
      { field: 'beds', message: 'beds must be 0 or more' },
      { field: 'baths', message: 'baths must be 0 or more' },
      { field: 'price', message: 'price must be 0 or more' },
    ];
    expect(errorsOf({ price: -5, space: -1, beds: -1, baths: -1.5 })).toEqual(expected);
    expect(errorsOf({ price: '-5', space: '-1,200.5', beds: '-1', baths: ' -2 ' }, true)).toEqual(expected);
  });

  it('keep their own words for what is not a number or not whole', () => {
    expect(errorsOf({ price: 'lots', space: '-', beds: 2.5, baths: '1.5' })).toEqual([
      { field: 'space', message: 'space must be a number' },
      { field: 'beds', message: 'beds must be a whole number' },
      { field: 'baths', message: 'baths must be a whole number' },
      { field: 'price', message: 'price must be a number' },
    ]);
    expect(errorsOf({ price: '1,250,000.5', space: '0', beds: '0', baths: 3 }, true)).toEqual([]);
  });
});

describe('input schemas', () => {
  it('name the missing required field', () => {
    const result = PropertyInputSchema.safeParse({ price: 1 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toContainEqual({ field: 'title', message: 'title is required' });
  });

  it('match country and property type case-insensitively to their canonical spelling', () => {
    const result = PropertyInputSchema.parse({ title: 'x', country: 'united kingdom', propertyType: 'PENTHOUSE' });
    expect(result.country).toBe('United Kingdom');
    expect(result.propertyType).toBe('Penthouse');
  });

  it('refuse a country outside the configured list', () => {
    const result = PropertyInputSchema.safeParse({ title: 'x', country: 'Atlantis' });
    expect(fieldErrors(result.error!)[0]).toEqual({
      field: 'country',
      message: 'country must be one of the configured countries',
    });
  });

  it('split comma-separated area tags and drop blank ones', () => {
    expect(AreaInputSchema.parse({ title: 'x', tags: 'Beach, Family,, Golf ' }).tags).toEqual([
      'Beach',
      'Family',
      'Golf',
    ]);
    expect(AreaInputSchema.parse({ title: 'x', tags: '["Beach"," "]' }).tags).toEqual(['Beach']);
  });

  it('refuse line breaks in a lead name (mail header injection)', () => {
    const result = StartNowInputSchema.safeParse({
      fname: 'Ann\r\nBcc: x@y.z',
      lname: 'Lee',
      email: 'ann@example.com',
    });
    expect(fieldErrors(result.error!)).toContainEqual({ field: 'fname', message: 'fname must be on one line' });
  });

  it('refuse a Start Now answer outside its options', () => {
    const result = StartNowInputSchema.safeParse({ fname: 'A', lname: 'B', email: 'a@b.co', purpose: 'Rent' });
    expect(fieldErrors(result.error!)[0]).toEqual({
      field: 'purpose',
      message: 'purpose must be one of Buy, Sell, Invest',
    });
  });
});
