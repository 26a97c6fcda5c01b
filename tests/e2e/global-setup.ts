import { startStack, writeStackEnv } from './support/stack.ts';

/**
 * Starts local-supabase, builds the site against it once and serves it; the workers read the
 * stack's URLs and keys from the environment (fixtures.ts). Returns the teardown.
 */
export default async function globalSetup() {
  const { info, stop } = await startStack();
  writeStackEnv(info);
  return stop;
}
