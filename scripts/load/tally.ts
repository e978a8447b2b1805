// What `pnpm bench:load` saw: every request's latency and status, by page or call.

interface CallStats {
  latencies: number[];
  statuses: Map<number, number>;
}

export interface Tally {
  record(call: string, status: number, ms: number): void;
  /** Requests, p50/p95/p99 and statuses per page or call, and overall, as printed lines. */
  report(seconds: number): string[];
  /** Answers of this status or above, per status. */
  statusesFrom(lowest: number): Map<number, number>;
}

export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);

const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

export function createTally(): Tally {
  const calls = new Map<string, CallStats>();

  return {
    record(call, status, latency) {
      const stats: CallStats = calls.get(call) ?? { latencies: [], statuses: new Map<number, number>() };
      stats.latencies.push(latency);
      stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
      calls.set(call, stats);
    },
    statusesFrom(lowest) {
      const counts = new Map<number, number>();
      for (const { statuses } of calls.values())
        for (const [status, count] of statuses)
          if (status >= lowest) counts.set(status, (counts.get(status) ?? 0) + count);
      return counts;
    },
    report(seconds) {
      const all = [...calls.values()].flatMap(({ latencies }) => latencies).sort((a, b) => a - b);
      const allStatuses = new Map<number, number>();
      for (const { statuses } of calls.values())
        for (const [status, count] of statuses)
          allStatuses.set(status, (allStatuses.get(status) ?? 0) + count);
      const line = (name: string, latencies: readonly number[], statuses: Map<number, number>) => {
        const sorted = [...latencies].sort((a, b) => a - b);
        return `  ${name.padEnd(22)}${String(sorted.length).padStart(9)}${ms(percentile(sorted, 0.5))}${ms(percentile(sorted, 0.95))}${ms(percentile(sorted, 0.99))}  ${describeStatuses(statuses)}`;
      };
      return [
        `  ${all.length} requests in ${seconds.toFixed(0)} s: ${(all.length / seconds).toFixed(1)} requests/s`,
        '',
        `  ${'page or call'.padEnd(22)}${'requests'.padStart(9)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}  statuses`,
        ...[...calls].map(([name, { latencies, statuses }]) => line(name, latencies, statuses)),
        line('all', all, allStatuses),
      ];
    },
  };
}
