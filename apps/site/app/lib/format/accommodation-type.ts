import type { Enums } from '@tembo/data';

const typeLabels: Record<Enums<'accommodation_type'>, string> = {
  lodge: 'Lodge',
  camp: 'Tented camp',
  hotel: 'Hotel',
  guesthouse: 'Guesthouse',
};

/** The kind of place as visitors read it. */
export function accommodationTypeLabel(type: Enums<'accommodation_type'>): string {
  return typeLabels[type];
}
