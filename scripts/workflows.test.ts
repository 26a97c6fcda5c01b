// The GitHub Actions workflows cannot run here, so they are checked the two ways that can:
// every file against the workflow schema (@action-validator/cli, the validator GitHub's own
// schema is published for), and the promises each workflow makes, read from its YAML.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workflowsDir = path.join(root, '.github/workflows');
const validator = path.join(root, 'node_modules/.bin/action-validator');
const workflowFiles = fs.readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

interface Step {
  name?: string;
  env?: Record<string, string>;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  container?: { image?: string };
  steps: Step[];
  if?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const read = (name: string) =>
  parse(fs.readFileSync(path.join(workflowsDir, name), 'utf8')) as Workflow;

function validate(file: string) {
  return spawnSync(validator, [file], { encoding: 'utf8' });
}

describe('the workflow files', () => {
  it.each(workflowFiles)('%s passes the workflow schema', (name) => {
    const result = validate(path.join(workflowsDir, name));
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('are checked by a validator that refuses a broken workflow', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-workflow-'));
    const broken = path.join(dir, 'broken.yml');
    fs.writeFileSync(
      broken,
      'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n        shell-script: 1\n',
    );
    try {
      const result = validate(broken);
      expect(result.status).not.toBe(0);
      expect(result.stdout + result.stderr).toContain(
        "Additional property 'shell-script' is not allowed",
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(workflowFiles)('%s runs every job in Debian 12, as .ci/run expects', (name) => {
    for (const job of Object.values(read(name).jobs)) {
      expect(job.container?.image).toBe('debian:12');
    }
  });
});

describe('CI', () => {
  it('runs .ci/run on pushes to main and on pull requests', () => {
    const ci = read('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const runs = ci.jobs.test!.steps.map((step) => step.run ?? '').join('\n');
    expect(runs).toContain('bash .ci/run');
  });
});

describe('Chromatic', () => {
  const job = read('chromatic.yml').jobs.chromatic!;
  it('runs on pull requests with only the changed stories (TurboSnap) and full history', () => {
    expect(Object.keys(read('chromatic.yml').on)).toContain('pull_request');
    const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
      .chromatic as string;
    expect(script).toContain('--only-changed');
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
  });

  it('without a token, runs only the step that says it skipped', () => {
    const withoutToken = job.steps.filter(
      (step) => step.if !== "env.CHROMATIC_PROJECT_TOKEN != ''",
    );
    expect(withoutToken).toHaveLength(1);
    expect(withoutToken[0]!.if).toBe("env.CHROMATIC_PROJECT_TOKEN == ''");
    expect(withoutToken[0]!.run).toContain('CHROMATIC_PROJECT_TOKEN is not set');
    expect(job.env?.CHROMATIC_PROJECT_TOKEN).toBe('${{ secrets.CHROMATIC_PROJECT_TOKEN }}');
  });
});

describe('Deploy', () => {
  const deploy = read('deploy.yml');
  it('runs on a push to main, on the build hook, nightly and by hand', () => {
    expect(deploy.on).toMatchObject({
      push: { branches: ['main'] },
      repository_dispatch: { types: ['site-build'] },
      schedule: [{ cron: expect.any(String) }],
    });
    expect(deploy.on).toHaveProperty('workflow_dispatch');
  });

  it('publishes Storybook to GitHub Pages', () => {
    const uses = deploy.jobs.storybook!.steps.map((step) => step.uses ?? '');
    expect(uses).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^actions\/upload-pages-artifact@/),
        expect.stringMatching(/^actions\/deploy-pages@/),
      ]),
    );
  });

  it('reports a hook-started build to the database: building first, then the result whatever happened', () => {
    const site = deploy.jobs.site!;
    expect(site.env?.BUILD_ID).toBe('${{ github.event.client_payload.build_id }}');
    const steps = site.steps;
    const building = steps.findIndex((step) => step.run === 'pnpm report-build building');
    const build = steps.findIndex((step) => step.run === 'pnpm build');
    const result = steps.findIndex((step) =>
      step.run?.startsWith('pnpm report-build "$JOB_STATUS"'),
    );
    expect(building).toBeGreaterThan(-1);
    expect(building).toBeLessThan(build);
    expect(result).toBe(steps.length - 1);
    expect(steps[building]!.if).toBe("env.BUILD_ID != ''");
    expect(steps[result]!.if).toBe("always() && env.BUILD_ID != ''");
    expect(steps[result]!.env?.JOB_STATUS).toBe('${{ job.status }}');
    // The service key reaches the two report steps only, never the build.
    const withKey = steps.filter((step) =>
      JSON.stringify(step).includes('secrets.SUPABASE_SERVICE_ROLE_KEY'),
    );
    expect(withKey).toEqual([steps[building], steps[result]]);
    expect(JSON.stringify(site.env)).not.toContain('SERVICE_ROLE');
  });

  it('pins the version of every host CLI it runs', () => {
    const runs = deploy.jobs.site!.steps.map((step) => step.run ?? '').join('\n');
    for (const cli of runs.match(/pnpm dlx \S+/g) ?? []) {
      expect(cli).toMatch(/@\d+\.\d+\.\d+$/);
    }
  });
});

describe('Release', () => {
  it('versions and publishes with changesets, with provenance', () => {
    const release = read('release.yml');
    const action = release.jobs.release!.steps.find((step) =>
      step.uses?.startsWith('changesets/action@'),
    );
    // changesets/action 2 pairs with @changesets/cli 3 (v1 finds no tags in CLI 3's output).
    expect(action?.uses).toBe('changesets/action@v2');
    expect(action?.with).toMatchObject({
      'version-script': 'pnpm changeset version',
      'publish-script': 'pnpm release',
    });
    expect(fs.readFileSync(path.join(workflowsDir, 'release.yml'), 'utf8')).toContain(
      "NPM_CONFIG_PROVENANCE: 'true'",
    );
  });
});
