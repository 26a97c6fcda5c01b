import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

/** React's switch for `act` warnings; this test renders without `act`, as a browser does. */
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('useForm, as the project patches it (docs/toolchain.md#patched-dependencies)', () => {
  it('marks the form ready in a transition, not in a second render inside the mounting commit', async () => {
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    let renders = 0;
    // Like the enquiry form: it reads the state it shows (isSubmitting), not isReady.
    function Form() {
      const { formState } = useForm();
      renders += 1;
      return <button disabled={formState.isSubmitting}>Send</button>;
    }
    const root = createRoot(document.createElement('div'));
    try {
      // Unpatched, the layout effect's update renders the form again before flushSync returns.
      flushSync(() => root.render(<Form />));
      expect(renders).toBe(1);
      // The ready state still arrives, in a render of its own.
      await vi.waitFor(() => expect(renders).toBe(2));
    } finally {
      root.unmount();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
