// defineContentType's formRow: the row a save of the form's values would store, as far as they
// parse yet (the editor's preview starts from it).
import { describe, expect, it } from 'vitest';
import { packagesType } from './packages.ts';

describe('formRow', () => {
  it('keeps what parses, and gives every other column of the form its blank', () => {
    const row = packagesType.formRow({
      title: 'Murchison Falls by boat',
      price_usd: 'not a number',
      highlights: ['Top of the falls', '  '],
      image_decorative: undefined,
    });
    expect(row.title).toBe('Murchison Falls by boat');
    // Not a price yet: blank, not the text typed.
    expect(row.price_usd).toBeNull();
    // The save drops empty entries; so does the row.
    expect(row.highlights).toEqual(['Top of the falls']);
    expect(row.image_decorative).toBe(false);
    expect(row.published).toBe(false);
    expect(row.itinerary).toEqual([]);
    expect(row.destination_id).toBeNull();
    expect(Object.keys(row).sort()).toEqual([...packagesType.fields].sort());
  });
});
