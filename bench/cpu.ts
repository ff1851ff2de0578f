/**
 * CPU accounting from /proc (Linux): how much CPU the server spent per request, and how busy the rest
 * of the machine was while the bench ran (other processes make req/s and latency noisy; CPU per
 * request much less so). Every function returns null where /proc is not available.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU seconds (user + system) a process has used so far. */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the ")" that ends the command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine so far (all cores, idle and iowait excluded). */
export function machineBusySeconds(): number | null {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / clockTicks();
  } catch {
    return null;
  }
}

export type CpuSnapshot = { at: number; server: number | null; machine: number | null; self: number };

export function snapshot(serverPid: number | undefined): CpuSnapshot {
  const u = process.cpuUsage();
  return { at: performance.now(), server: processCpuSeconds(serverPid), machine: machineBusySeconds(), self: (u.user + u.system) / 1e6 };
}

export type CpuDelta = {
  wallSeconds: number;
  /** CPU seconds the app server used. */
  serverSeconds: number | null;
  /** CPU seconds this bench process used (autocannon runs in it). */
  benchSeconds: number;
  /** Average number of cores other processes kept busy (load from elsewhere on the machine). */
  otherCores: number | null;
};

export function delta(a: CpuSnapshot, b: CpuSnapshot): CpuDelta {
  const wall = (b.at - a.at) / 1000;
  const server = a.server !== null && b.server !== null ? b.server - a.server : null;
  const self = b.self - a.self;
  const machine = a.machine !== null && b.machine !== null ? b.machine - a.machine : null;
  const other = machine !== null && server !== null && wall > 0 ? Math.max(0, (machine - server - self) / wall) : null;
  return { wallSeconds: wall, serverSeconds: server, benchSeconds: self, otherCores: other };
}
