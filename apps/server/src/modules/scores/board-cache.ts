export const TTL_MS = 500
/**
 * An answer past its TTL may still be served this long while one reader refreshes it in the
 * background, so readers do not all wait for the reload (a member count-sized query).
 */
export const STALE_MS = 2_000
/**
 * After a write, boards are read straight from the database for this long (slow boards are rebuilt
 * behind their last answer): the write's transaction may not have committed yet when it clears the
 * cache, and a read in between must not put the old answer back for a whole TTL.
 */
const BYPASS_AFTER_WRITE_MS = 1_000

interface Entry {
  value: unknown
  generation: number
  expiresAt: number
  /** How long past `expiresAt` it may still be answered while one reader refreshes it. */
  staleMs: number
}

interface Loading {
  generation: number
  drops: number
  promise: Promise<unknown>
  /** The load that starts when this one ends, shared by every reader who arrived meanwhile. */
  next?: Promise<unknown>
}

/** How long a key's answer lives; boards that take long to build may live longer. */
export interface Lifetime {
  ttlMs: number
  staleMs: number
  /**
   * After a write, answer the last answer (within `staleMs`) while one reader rebuilds it, instead
   * of making readers wait for a build that began after they came. For boards whose build takes
   * longer than a reader should wait: the writer sees their change a build later.
   */
  staleAfterWrite?: boolean
}

const BOARD_LIFETIME: Lifetime = { ttlMs: TTL_MS, staleMs: STALE_MS }

/**
 * A short-lived cache of leaderboard answers, one per app. Boards are the hottest reads and the
 * same for every viewer, so each process serves them from memory for a short lifetime; a score
 * write in this process clears them at once. Other processes on the same PostgreSQL see a change
 * within a lifetime. See docs/decisions/031 and 112.
 */
export class BoardCache {
  #generation = 0
  #bypassUntil = 0
  readonly #entries = new Map<string, Entry>()
  /** How often each key was dropped: loads begun before its latest drop are neither kept nor shared. */
  readonly #drops = new Map<string, number>()
  /** Loads under way: readers arriving meanwhile wait for the same one instead of starting their own. */
  readonly #loading = new Map<string, Loading>()
  /** How many loads of each key are under way: one, or two for a slow board just after a write. */
  readonly #running = new Map<string, number>()

  /** Call on every score write, in any transaction of this process. */
  invalidate(): void {
    this.#generation += 1
    this.#bypassUntil = Date.now() + BYPASS_AFTER_WRITE_MS
  }

  /**
   * Drops `key`'s answer, stale answers and loads under way included, after a committed change no
   * reader may be answered without (a competition's own settings, its deletion). Other keys stay.
   */
  forget(key: string): void {
    this.#drops.set(key, (this.#drops.get(key) ?? 0) + 1)
    this.#entries.delete(key)
  }

  /** How many answers are kept, for tests. */
  get size(): number {
    return this.#entries.size
  }

  /**
   * The cached value for `key`, or `load()`'s, remembered for `lifetime`. Boards answered whole are
   * cached serialized (a `SharedJson`), so every reader is sent the same bytes, serialized once (a
   * 180 KB team board at thousands of answers a second). A key's loads must all give the same type.
   *
   * Readers share loads: one runs per key, or two for a slow board just after a write. Shortly
   * after a write, a reader of any other board is answered from a load that started after it
   * arrived (the write's transaction may have committed only just before): it waits for the load
   * under way to end and shares the next one with every reader who arrived meanwhile.
   */
  async get<T>(key: string, load: () => Promise<T>, lifetime: Lifetime = BOARD_LIFETIME): Promise<T> {
    const now = Date.now()
    const bypass = now < this.#bypassUntil
    const drops = this.#drops.get(key) ?? 0
    const hit = this.#entries.get(key)
    if (lifetime.staleAfterWrite && hit && now < hit.expiresAt + hit.staleMs) {
      if (hit.generation !== this.#generation || bypass || hit.expiresAt <= now) this.#refreshSoon(key, load, lifetime)
      return hit.value as T
    }
    const current = hit && hit.generation === this.#generation && !bypass ? hit : undefined
    if (current && current.expiresAt > now) return current.value as T
    const loading = this.#loading.get(key)
    const pending = loading?.drops === drops ? loading : undefined
    if (current && current.expiresAt + current.staleMs > now) {
      // Stale but recent: answer it now and let this reader start the one refresh.
      if (!pending)
        this.#refresh(key, load, lifetime).catch(() => {
          // The next reader past the stale window loads in the foreground and sees the error.
        })
      return current.value as T
    }
    if (pending) {
      if (pending.generation === this.#generation && !bypass) return pending.promise as Promise<T>
      return this.#next(pending, key, load, lifetime)
    }
    // A load begun before the key was dropped may still run: one more may start beside it.
    if (loading && (this.#running.get(key) ?? 0) >= 2) return this.#next(loading, key, load, lifetime)
    return this.#refresh(key, load, lifetime)
  }

  /** The load that starts once `pending` ends, shared by every reader who asks for it meanwhile. */
  #next<T>(pending: Loading, key: string, load: () => Promise<T>, lifetime: Lifetime): Promise<T> {
    pending.next ??= pending.promise.then(
      () => this.#refresh(key, load, lifetime),
      () => this.#refresh(key, load, lifetime),
    )
    return pending.next as Promise<T>
  }

  /**
   * Starts a rebuild in the background, unless one began since the last write. One that began
   * before it will answer what the write changed, so the next starts beside it, not after it; a key
   * never has more than two at a time, and a third waits for the latest.
   */
  #refreshSoon<T>(key: string, load: () => Promise<T>, lifetime: Lifetime) {
    const pending = this.#loading.get(key)
    if (pending?.generation === this.#generation && pending.drops === (this.#drops.get(key) ?? 0)) return
    const rebuild =
      pending && (this.#running.get(key) ?? 0) >= 2
        ? this.#next(pending, key, load, lifetime)
        : this.#refresh(key, load, lifetime)
    rebuild.catch(() => {
      // Readers keep the last answer; the next one past its stale window loads in the foreground.
    })
  }

  async #refresh<T>(key: string, load: () => Promise<T>, lifetime: Lifetime): Promise<T> {
    const startedAt = this.#generation
    const drops = this.#drops.get(key) ?? 0
    const startedInBypass = Date.now() < this.#bypassUntil
    const promise = load()
    this.#loading.set(key, { generation: startedAt, drops, promise })
    this.#running.set(key, (this.#running.get(key) ?? 0) + 1)
    try {
      const value = await promise
      const now = Date.now()
      if (drops !== (this.#drops.get(key) ?? 0)) return value
      if (startedAt === this.#generation && now >= this.#bypassUntil) {
        this.#forgetExpired(now)
        this.#entries.set(key, {
          value,
          generation: startedAt,
          expiresAt: startedInBypass ? now : now + lifetime.ttlMs,
          staleMs: lifetime.staleMs,
        })
      } else if (lifetime.staleAfterWrite && startedAt >= (this.#entries.get(key)?.generation ?? -1)) {
        // Newer than what readers are answered, though perhaps already outdated: answered until
        // the next rebuild, which the next reader starts.
        this.#entries.set(key, { value, generation: startedAt, expiresAt: now, staleMs: lifetime.staleMs })
      }
      return value
    } finally {
      if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key)
      const running = this.#running.get(key)! - 1
      if (running === 0) this.#running.delete(key)
      else this.#running.set(key, running)
    }
  }

  /**
   * Drops answers too old to be served even stale, so the cache holds only the keys read in the
   * last few seconds however many pages have ever been asked for.
   */
  #forgetExpired(now: number) {
    for (const [key, entry] of this.#entries) if (entry.expiresAt + entry.staleMs <= now) this.#entries.delete(key)
  }
}
