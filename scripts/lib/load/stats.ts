/** Latencies and statuses per route, exact (a run has at most tens of thousands of answers). */
export class RouteStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();

  record(route: string, status: number, latencyMs: number): void {
    let list = this.latencies.get(route);
    if (!list) this.latencies.set(route, (list = []));
    list.push(latencyMs);
    let counts = this.statuses.get(route);
    if (!counts) this.statuses.set(route, (counts = new Map()));
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }

  routes(): string[] {
    return [...this.latencies.keys()];
  }

  summary(route: string): RouteSummary {
    const sorted = [...(this.latencies.get(route) ?? [])].sort((a, b) => a - b);
    const statuses = Object.fromEntries(this.statuses.get(route) ?? []);
    return {
      route,
      requests: sorted.length,
      statuses,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  }
}

export interface RouteSummary {
  route: string;
  requests: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The nearest-rank percentile of sorted values (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}
