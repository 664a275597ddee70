import { describe, expect, it } from 'vitest';
import { blankSpaceRow, removeRowAt, serializeInAreaRows, serializeSpaceRows } from './rows';
import { newImage } from './image-item';

describe('Repeatable rows', () => {
  it('are removed by position', () => {
    expect(removeRowAt(['a', 'b', 'c'], 1, () => '', false)).toEqual(['a', 'c']);
  });

  it('on an edit form, removing the last one leaves one empty row; on an add form none', () => {
    const rows = [blankSpaceRow()];
    const edit = removeRowAt(rows, 0, blankSpaceRow, true);
    expect(edit).toHaveLength(1);
    expect(edit[0]).toMatchObject({ title: '', images: [] });
    expect(removeRowAt(rows, 0, blankSpaceRow, false)).toHaveLength(0);
  });

  it('upload picked pictures and keep stored paths when serialised', async () => {
    const file = new File(['x'], 'room.png', { type: 'image/png' });
    const spaces = await serializeSpaceRows(
      [{ key: 'k', title: ' Bedroom ', images: [{ kind: 'stored', path: '/uploads/a.jpg' }, newImage(file)] }],
      async (f) => `/uploads/new-${f.name}`,
    );
    expect(spaces).toEqual([{ title: 'Bedroom', images: ['/uploads/a.jpg', '/uploads/new-room.png'] }]);
    const places = await serializeInAreaRows(
      [{ key: 'k', title: 'Marina', description: ' Close ', image: null }],
      async () => 'never',
    );
    expect(places).toEqual([{ title: 'Marina', description: 'Close', image: null }]);
  });
});
