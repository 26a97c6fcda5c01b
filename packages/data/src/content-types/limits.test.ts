// The limit constants against the migrations: each constant must be the number in the CHECK
// constraint it mirrors, and every CHECK constraint of these tables that holds a number must
// have its constant, so neither side can change alone.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accommodationMessages } from './accommodations.ts';
import { destinationMessages } from './destinations.ts';
import { enquiryMessages } from '../enquiries/enquiry-messages.ts';
import { pageContentMessages } from '../page-content/page-content.schema.ts';
import { galleryMessages } from './gallery.ts';
import { recordGalleryLimits, tableLimits } from './limits.ts';
import { packageMessages } from './packages.ts';
import { postMessages } from './posts.ts';

const migrations = new URL('../../../../supabase/migrations/', import.meta.url);

/** Every named CHECK constraint in the migrations, by name; a later definition wins. */
function checkConstraints(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const sql = readFileSync(new URL(file, migrations), 'utf8').replace(/--[^\n]*/g, '');
    for (const match of sql.matchAll(/constraint\s+(\w+)\s+check\s*\(/gi)) {
      // The balanced parentheses after `check`.
      let depth = 1;
      let end = (match.index ?? 0) + match[0].length;
      while (depth > 0 && end < sql.length) {
        const char = sql[end];
        if (char === '(') depth += 1;
        if (char === ')') depth -= 1;
        end += 1;
      }
      found.set(match[1] as string, sql.slice((match.index ?? 0) + match[0].length, end - 1));
    }
  }
  return found;
}

/** The numbers of a constraint's expression, outside its quoted patterns. */
function numbersOf(expression: string): number[] {
  const unquoted = expression.replace(/'(?:[^']|'')*'/g, "''");
  return [...unquoted.matchAll(/(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])/g)].map((match) =>
    Number(match[0]),
  );
}

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);
const constraints = checkConstraints();
const kinds = '(length|range|size|format|shape)';

describe('limit constants', () => {
  it('finds the constraints in the migrations', () => {
    expect(constraints.get('packages_price_usd_range')).toContain('1000000');
  });

  for (const [table, limits] of Object.entries(tableLimits)) {
    describe(table, () => {
      for (const [column, limit] of Object.entries(limits)) {
        it(`${column} has the numbers of its CHECK constraint`, () => {
          const name = new RegExp(`^${table}_${column}_${kinds}$`);
          const names = [...constraints.keys()].filter((candidate) => name.test(candidate));
          expect(names, `one constraint ${table}_${column}_*`).toHaveLength(1);
          const expression = constraints.get(names[0] as string) as string;
          expect(sorted(Object.values(limit))).toEqual(sorted(numbersOf(expression)));
        });
      }

      it('has a constant for each of its numeric CHECK constraints', () => {
        const name = new RegExp(`^${table}_(\\w+)_${kinds}$`);
        const columns = [...constraints.entries()]
          .filter(([, expression]) => numbersOf(expression).length > 0)
          .map(([constraint]) => name.exec(constraint)?.[1])
          .filter((column) => column !== undefined);
        expect(columns.sort()).toEqual(Object.keys(limits).sort());
      });
    });
  }
});

describe('the gallery limit', () => {
  it('is the number the gallery shape check allows (a function, not a named constraint)', () => {
    const files = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    let allowed: number | undefined;
    for (const file of files) {
      const sql = readFileSync(new URL(file, migrations), 'utf8');
      for (const match of sql.matchAll(/jsonb_array_length\(gallery\)\s*<=\s*(\d+)/g)) {
        allowed = Number(match[1]);
      }
    }
    expect(allowed).toBe(recordGalleryLimits.maxItems);
  });
});

describe('the sentences that state a limit', () => {
  it('read its number from the limits, written as the forms word it', () => {
    expect(packageMessages.price).toBe(
      'Please enter a price in US dollars between 0 and 1,000,000.',
    );
    expect(packageMessages.descriptionTooLong).toBe(
      'Keep the description to 10,000 characters or fewer.',
    );
    expect(packageMessages.inclusionsTooMany).toBe('Add at most 40 inclusions.');
    expect(packageMessages.exclusionsTooLong).toBe(
      'The exclusions are too long in total (8,000 characters at most).',
    );
    expect(destinationMessages.longitude).toBe('The longitude must be between -180 and 180.');
    expect(accommodationMessages.rating).toBe(
      'The rating must be between 0 and 5, with at most one decimal (for example 4.5).',
    );
    expect(postMessages.contentTooLong).toBe('The post is too long (100,000 characters at most).');
    expect(galleryMessages.creditTooLong).toBe('Keep the photo credit to 120 characters or fewer.');
    expect(enquiryMessages.nameTooLong).toBe('Keep your name to 100 characters or fewer.');
    expect(enquiryMessages.emailTooLong).toBe(
      'Please use an email address of 254 characters or fewer.',
    );
    expect(enquiryMessages.adults).toBe('Please enter between 1 and 50 adults.');
    expect(enquiryMessages.children).toBe('Please enter between 0 and 50 children.');
    expect(enquiryMessages.messageTooLong).toBe(
      'Please keep your message to 5,000 characters or fewer.',
    );
    expect(enquiryMessages.lostReasonTooLong).toBe(
      'Please keep the reason to 500 characters or fewer.',
    );
    expect(enquiryMessages.noteTooLong).toBe('Please keep the note to 5,000 characters or fewer.');
    expect(packageMessages.itineraryTitle).toBe('Each day needs a title (200 characters at most).');
    expect(packageMessages.itineraryDescription).toBe(
      'Keep each day description to 5,000 characters or fewer.',
    );
    expect(pageContentMessages.subtitleTooLong).toBe(
      'Keep the subtitle to 500 characters or fewer.',
    );
    expect(pageContentMessages.addressTooLong).toBe('Keep the address to 300 characters or fewer.');
  });
});
