/**
 * `pnpm report-build <building|succeeded|failed|success|failure|cancelled> [message]`: tells the
 * database how a site build requested by its build hook is going, so the admin's "Live site"
 * indicator shows it (docs/architecture.md, "Publishing"). The deploy workflow calls it when the
 * hook started it; the local builder reports the same way (builder.ts, reportToDatabase).
 *
 * Environment: BUILD_ID (the hook's `client_payload.build_id`; empty for a push or the nightly
 * build, which nobody is waiting for: then it reports nothing), SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY. GitHub's `job.status` words are accepted as they are. With
 * SITE_CLIENT_DIR (the built site), a good build also records the images of the bucket its pages
 * show, which the image sweep keeps (docs/architecture.md#publishing).
 */
import fs from 'node:fs';
import { imagesInBuild, reportToDatabase } from './builder.ts';

const statuses = {
  building: 'building',
  succeeded: 'succeeded',
  failed: 'failed',
  success: 'succeeded',
  failure: 'failed',
  cancelled: 'failed',
} as const;

export async function reportBuild(
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<string> {
  const [word = '', ...rest] = argv;
  const status = statuses[word as keyof typeof statuses] as
    (typeof statuses)[keyof typeof statuses] | undefined;
  if (!status) {
    throw new Error(`status must be one of ${Object.keys(statuses).join(', ')}, not '${word}'`);
  }
  const buildId = (env.BUILD_ID ?? '').trim();
  if (buildId === '')
    return 'no BUILD_ID: a build nobody requested through the hook, nothing to report';
  if (!/^\d+$/.test(buildId)) throw new Error(`BUILD_ID must be a number, not '${buildId}'`);
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key)
    throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are needed to report');
  const message =
    rest.join(' ').trim() || (word === 'cancelled' ? 'the deploy was cancelled' : undefined);
  const clientDir = env.SITE_CLIENT_DIR;
  const images =
    status === 'succeeded' && clientDir && fs.existsSync(clientDir)
      ? imagesInBuild(clientDir)
      : undefined;
  await reportToDatabase(url, key)([Number(buildId)], status, message, images);
  return `build ${buildId}: ${status}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  reportBuild(process.argv.slice(2), process.env).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(`report-build: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
