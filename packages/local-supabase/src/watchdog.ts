import { spawn, type ChildProcess } from 'node:child_process';

// A small shell that outlives us: it collects cleanup commands on stdin and runs them when stdin
// closes, which happens when this process dies in any way, SIGKILL included. So a killed
// `local-supabase` leaves no PostgREST or PostgreSQL behind. It runs in its own process group,
// so Ctrl-C in the terminal reaches only us, and we stop things properly and disarm it.
const script = `trap '' INT TERM HUP
cmds=''
while IFS= read -r line; do cmds="$cmds$line
"; done
eval "$cmds"`;

export class Watchdog {
  private readonly child: ChildProcess | undefined;

  constructor() {
    if (process.platform === 'win32') return;
    this.child = spawn('sh', ['-c', script], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    });
    this.child.on('error', () => undefined);
    this.child.unref();
    (this.child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  }

  /** A shell command to run if this process dies without calling `disarm()`. */
  onDeath(command: string): void {
    this.child?.stdin?.write(`${command}\n`);
  }

  /** Graceful stop done: the commands are not needed. */
  disarm(): void {
    this.child?.kill('SIGKILL');
  }
}
