/**
 * Recently checked sessions, by token, so a burst of API calls costs one session lookup instead of
 * one each (decision 008). An entry lives at most `ttlMs` and never past its session's expiry.
 * Revocations made by this process evict at once; another process sees them within `ttlMs`.
 */
export class SessionCache<T extends { sessionId: string; userId: string }> {
  readonly #entries = new Map<string, { value: T; until: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {}

  get(token: string, nowMs: number): T | null {
    const entry = this.#entries.get(token);
    if (!entry) return null;
    if (entry.until <= nowMs) {
      this.#entries.delete(token);
      return null;
    }
    return entry.value;
  }

  set(token: string, value: T, nowMs: number, sessionExpiresAtMs: number) {
    if (this.ttlMs <= 0) return;
    // Insertion order makes the first key the oldest: drop it when full.
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, { value, until: Math.min(nowMs + this.ttlMs, sessionExpiresAtMs) });
  }

  forgetSessions(sessionIds: readonly string[]) {
    if (sessionIds.length === 0) return;
    const ids = new Set(sessionIds);
    for (const [token, entry] of this.#entries)
      if (ids.has(entry.value.sessionId)) this.#entries.delete(token);
  }

  forgetUser(userId: string) {
    for (const [token, entry] of this.#entries)
      if (entry.value.userId === userId) this.#entries.delete(token);
  }

  get size() {
    return this.#entries.size;
  }
}
