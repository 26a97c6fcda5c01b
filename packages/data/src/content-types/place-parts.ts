// What a destination and an accommodation share as places on the map: a unique name, a
// description, a line saying where it is, and a map position (both coordinates, or neither).
import { z } from 'zod/mini';
import type { ConstraintMessages } from '../lib/data-error.ts';
import { optionalNumber, plainText, requiredText } from '../lib/form-fields.ts';
import { columnRules } from './layout-parts.ts';
import { between, keepTo } from './limits.ts';

interface PlaceLimits {
  name: { max: number };
  description: { max: number };
  location: { max: number };
  latitude: { min: number; max: number };
  longitude: { min: number; max: number };
}

/** The sentences of a place's shared fields, with the numbers of its table's limits. */
export const placeMessages = (l: PlaceLimits) => ({
  nameRequired: 'Please enter a name.',
  nameTooLong: keepTo('the name', l.name),
  descriptionTooLong: keepTo('the description', l.description),
  locationTooLong: keepTo('the location', l.location),
  latitude: `The latitude must be ${between(l.latitude)}.`,
  longitude: `The longitude must be ${between(l.longitude)}.`,
  coordinatesPair: 'Set both latitude and longitude (place the map marker), or neither.',
});

type PlaceMessages = ReturnType<typeof placeMessages>;

/** Those fields' constraints as sentences; `nameTaken` answers the table's unique name. */
export const placeRules = (
  table: 'destinations' | 'accommodations',
  m: PlaceMessages & { nameTaken: string },
): ConstraintMessages => ({
  ...columnRules(table, {
    name: { key: m.nameTaken, length: m.nameTooLong },
    description: { length: m.descriptionTooLong },
    location: { length: m.locationTooLong },
    latitude: { range: m.latitude },
    longitude: { range: m.longitude },
  }),
  [`${table}_coordinates_pair`]: { field: 'latitude', message: m.coordinatesPair },
});

/** The name, description and location in a form schema. */
export const placeTextFields = (l: PlaceLimits, m: PlaceMessages) => ({
  name: requiredText(l.name.max, { required: m.nameRequired, tooLong: m.nameTooLong }),
  description: plainText(l.description.max, m.descriptionTooLong),
  location: plainText(l.location.max, m.locationTooLong),
});

/** The map position in a form schema; check it with {@link bothCoordinatesOrNeither}. */
export const mapPositionFields = (l: PlaceLimits, m: PlaceMessages) => ({
  latitude: optionalNumber(l.latitude.min, l.latitude.max, m.latitude),
  longitude: optionalNumber(l.longitude.min, l.longitude.max, m.longitude),
});

/** Both coordinates or neither, said at the latitude (the map marker sets both). */
export const bothCoordinatesOrNeither = (m: PlaceMessages) =>
  z.refine<{ latitude: number | null; longitude: number | null }>(
    (values) => (values.latitude === null) === (values.longitude === null),
    { message: m.coordinatesPair, path: ['latitude'] },
  );
