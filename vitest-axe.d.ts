// vitest-axe 0.1.0 augments the old global `Vi` namespace; Vitest 5 reads custom matchers from its
// `Matchers<R, T>` interface (docs/toolchain.md#vitest-axe-types).
import 'vitest';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must mirror Vitest's declaration
  interface Matchers<R, T> {
    toHaveNoViolations: () => R;
  }
}
