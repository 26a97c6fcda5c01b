// defineContentType: the labels a declaration leaves out, and formRow, the row a save of the
// form's values would store, as far as they parse yet (the editor's preview starts from it).
import { describe, expect, it } from 'vitest';
import { destinationsType } from './destinations.ts';
import { galleryType } from './gallery.ts';
import { packagesType } from './packages.ts';

describe('labels', () => {
  it('follow from what the declaration calls one record', () => {
    expect(destinationsType.labels).toMatchObject({
      new: 'New destination',
      edit: 'Edit destination',
      plural: 'destinations',
    });
    expect(destinationsType.admin.list.create).toBe('New destination');
    expect(destinationsType.admin.form).toMatchObject({
      newLabel: 'New destination',
      createLabel: 'Create destination',
      created: 'Destination created.',
      saved: 'Destination saved.',
    });
    // The record is a 'safari package', one row of the list a 'package'.
    expect(packagesType.labels.new).toBe('New safari package');
    expect(packagesType.admin.form.createLabel).toBe('Create package');
  });

  it('are the declaration’s own where it writes them', () => {
    expect(packagesType.admin.form.newLabel).toBe('New package');
    expect(galleryType.labels.new).toBe('New gallery photo');
    expect(galleryType.admin.form).toMatchObject({
      newLabel: 'New gallery photo',
      createLabel: 'Add photo',
      created: 'Photo added to the gallery.',
      saved: 'Photo saved.',
    });
  });
});

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
