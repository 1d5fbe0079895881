// Child processes for the benchmark: start, wait until they answer, measure memory, stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export function start(command: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): ChildProcess {
  // detached: a process group of its own, so stopping it also stops the server Next forks.
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (d: Buffer) => log(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log(d.toString()));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function treePids(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // exited meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid, hops = 0; p && hops < 50; p = parents.get(p), hops++) if (p === rootPid) return true;
    return false;
  };
  return [...parents.keys()].filter(inTree);
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  let total = 0;
  for (const pid of treePids(rootPid)) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ

/**
 * CPU time (user + system) the process tree has used, in ms. Unlike req/s it barely depends on what
 * else the machine is doing, so ms of CPU per request is the steadier figure on a shared machine.
 */
export function treeCpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of treePids(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // exited meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Samples treeRss every 200 ms while fn runs; returns fn's result and the peak. */
export async function withPeakMemory<T>(pid: number, fn: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, 200);
  try {
    const result = await fn();
    return { result, peak: Math.max(peak, treeRss(pid)) };
  } finally {
    clearInterval(timer);
  }
}
