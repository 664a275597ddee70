import { describe, expect, it } from 'vitest';
import { propertyForm } from './property-values';
import { makeProperty, makeTeam } from '@/testing/fixtures';

const never = async () => 'never';

describe('The property form (defineForm)', () => {
  it("sends a stored property back as the server stored it, the server's reference left out", async () => {
    const stored = makeProperty({ agent: { ...makeTeam(), _id: 'team-1' }, paymentPlan: [] });
    const body = await propertyForm.body(propertyForm.from(stored), 'edit', never);
    expect(body.get('title')).toBe(stored.title);
    expect(body.get('price')).toBe('3500000');
    expect(body.get('agent')).toBe('team-1');
    expect(body.get('isFeatured')).toBe('true');
    expect(body.get('galleryImages')).toBe(JSON.stringify(stored.galleryImages));
    expect(body.get('spaces')).toBe(JSON.stringify(stored.spaces));
    expect(body.get('inTheArea')).toBe(JSON.stringify(stored.inTheArea));
    expect(body.get('paymentPlan')).toBe('[]');
    expect(body.has('referenceNumber')).toBe(false);
    // A kept featured image needs nothing: the server keeps what is not mentioned.
    expect(body.has('featuredImage')).toBe(false);
  });

  it('trims typed text but keeps descriptions as typed, and sends a new form one blank row', async () => {
    const values = { ...propertyForm.empty(), title: '  Villa ', desc1: '  Line one\n\n' };
    const body = await propertyForm.body(values, 'add', never);
    expect(body.get('title')).toBe('Villa');
    expect(body.get('desc1')).toBe('  Line one\n\n');
    expect(body.get('status')).toBe('available');
    expect(body.get('spaces')).toBe(JSON.stringify([{ title: '', images: [] }]));
    // An add form has no stored gallery to keep.
    expect(body.has('galleryImages')).toBe(false);
  });
});
