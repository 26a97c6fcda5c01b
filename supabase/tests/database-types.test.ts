import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseTypesFile, generateDatabaseTypes } from '../scripts/generate-types.ts';

describe('packages/data/src/database.types.ts', () => {
  it('matches what the generator writes from the migrations (run `pnpm gen:types` when this fails)', async () => {
    const generated = await generateDatabaseTypes();
    const committed = fs.readFileSync(databaseTypesFile, 'utf8');
    // A plain equality: the failure diff shows which table or function drifted.
    expect(committed).toBe(generated);
    expect(generated).toContain('export type Database = {');
    expect(generated).toMatch(/export type Tables</);
  });
});
