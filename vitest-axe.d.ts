// vitest-axe 0.1.0 augments the old global `Vi` namespace; Vitest 4 reads `Assertion` from the
// module (docs/toolchain.md#vitest-axe-types).
import type { AxeMatchers } from 'vitest-axe/matchers';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars -- must mirror Vitest's declaration
  interface Assertion<T = any> extends AxeMatchers {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends AxeMatchers {}
}
