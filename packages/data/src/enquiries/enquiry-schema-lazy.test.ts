import { describe, expect, it, vi } from 'vitest';
import type * as zodMini from 'zod/mini';

// Counts the objects built with the enquiry's fields, through the zod the schema module imports.
const built = vi.hoisted(() => ({ enquiryObjects: 0 }));
vi.mock('zod/mini', async (importOriginal) => {
  const zod = await importOriginal<typeof zodMini>();
  const object: typeof zod.z.object = (shape, params) => {
    if (shape && 'travel_start' in shape) built.enquiryObjects += 1;
    return zod.z.object(shape, params);
  };
  return { ...zod, z: { ...zod.z, object } };
});

describe('enquiryInputSchema', () => {
  // /contact loads the module with its page; building the schema there was about a third of the
  // task that evaluates the page's modules (docs/decisions.md#deferred-hydration).
  it('is built on its first use, once, not when its module loads', async () => {
    const { enquiryInputSchema } = await import('./enquiry.schema.ts');
    expect(built.enquiryObjects).toBe(0);

    const valid = { name: 'Ann Smith', email: 'ann@example.com', message: 'Two weeks in July?' };
    expect(enquiryInputSchema.safeParse(valid).success).toBe(true);
    expect(enquiryInputSchema.safeParse({ ...valid, email: '' }).success).toBe(false);
    expect(built.enquiryObjects).toBe(1);
  });
});
