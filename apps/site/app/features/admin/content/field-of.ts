/** A row's column by name, read without a cast (the layouts name columns as data). */
export function fieldOf(row: object, field: string): unknown {
  return Object.getOwnPropertyDescriptor(row, field)?.value;
}

/** A column as display text: empty when there is no value. */
export function textOf(row: object, field: string): string {
  const value = fieldOf(row, field);
  return value === null || value === undefined ? '' : String(value);
}
