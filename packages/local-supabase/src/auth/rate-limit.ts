/**
 * GoTrue's per-address limiter (tollbooth): a bucket of `burst` requests per client address that
 * refills at `perFiveMinutes / 300` a second. An address that found it empty gets 429.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly burst: number;
  private readonly perMs: number;

  constructor(perFiveMinutes: number, burst = 30) {
    this.burst = Math.max(1, Math.min(burst, Math.floor(perFiveMinutes)));
    this.perMs = perFiveMinutes / (5 * 60 * 1000);
  }

  /** Takes one request from `key`'s bucket; false when it is empty. */
  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.prune(now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets full buckets, so the map stays small. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.burst) this.buckets.delete(key);
    }
  }
}
