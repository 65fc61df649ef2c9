export const TTL_MS = 500
/**
 * An answer past its TTL may still be served this long while one reader refreshes it in the
 * background, so readers do not all wait for the reload (a member count-sized query).
 */
export const STALE_MS = 2_000
/**
 * After a write, boards are read straight from the database for this long: the write's
 * transaction may not have committed yet when it clears the cache, and a read in between must not
 * put the old answer back for a whole TTL.
 */
const BYPASS_AFTER_WRITE_MS = 1_000

interface Entry {
  value: unknown
  generation: number
  expiresAt: number
}

/**
 * A short-lived cache of leaderboard answers, one per app. Boards are the hottest reads and the
 * same for every viewer, so each process serves them from memory for at most `TTL_MS`; a write in
 * this process clears them at once. Other processes on the same PostgreSQL see a change within
 * `TTL_MS`. See docs/decisions/031.
 */
export class BoardCache {
  #generation = 0
  #bypassUntil = 0
  readonly #entries = new Map<string, Entry>()
  /** Loads under way: readers arriving meanwhile wait for the same one instead of starting their own. */
  readonly #loading = new Map<string, { generation: number; promise: Promise<unknown> }>()

  /** Call on every score write, in any transaction of this process. */
  invalidate(): void {
    this.#generation += 1
    this.#bypassUntil = Date.now() + BYPASS_AFTER_WRITE_MS
  }

  /** How many answers are kept, for tests. */
  get size(): number {
    return this.#entries.size
  }

  /**
   * The cached value for `key`, or `load()`'s, remembered. Boards answered whole are cached
   * serialized (a `SharedJson`), so every reader is sent the same bytes, serialized once (a 180 KB
   * team board at thousands of answers a second). A key's loads must all give the same type.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const bypass = now < this.#bypassUntil
    const hit = this.#entries.get(key)
    const current = hit && hit.generation === this.#generation && !bypass ? hit : undefined
    if (current && current.expiresAt > now) return current.value as T
    const pending = this.#loading.get(key)
    if (current && current.expiresAt + STALE_MS > now) {
      // Stale but recent: answer it now and let this reader start the one refresh.
      if (!pending)
        this.#refresh(key, load).catch(() => {
          // The next reader past the stale window loads in the foreground and sees the error.
        })
      return current.value as T
    }
    if (pending && pending.generation === this.#generation && !bypass) return pending.promise as Promise<T>
    return this.#refresh(key, load)
  }

  async #refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const startedAt = this.#generation
    const promise = load()
    this.#loading.set(key, { generation: startedAt, promise })
    try {
      const value = await promise
      const now = Date.now()
      if (startedAt === this.#generation && now >= this.#bypassUntil) {
        this.#forgetExpired(now)
        this.#entries.set(key, { value, generation: startedAt, expiresAt: now + TTL_MS })
      }
      return value
    } finally {
      if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key)
    }
  }

  /**
   * Drops answers too old to be served even stale, so the cache holds only the keys read in the
   * last few seconds however many pages have ever been asked for.
   */
  #forgetExpired(now: number) {
    for (const [key, entry] of this.#entries) if (entry.expiresAt + STALE_MS <= now) this.#entries.delete(key)
  }
}
