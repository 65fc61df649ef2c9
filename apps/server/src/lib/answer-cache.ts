/** How long a board's answer lives before the next reader refreshes it. */
export const TTL_MS = 500
/**
 * An answer past its TTL may still be served this long while one reader refreshes it in the
 * background, so readers do not all wait for the reload (a member count-sized query).
 */
export const STALE_MS = 2_000

/** How long a key's answer lives; answers that take long to build may live longer. */
export interface Lifetime {
  ttlMs: number
  staleMs: number
  /**
   * After a change told by `changedInBackground`, answer the last answer (within `staleMs`) while
   * one reader rebuilds it, instead of making every reader wait for the build: for answers whose
   * build takes longer than a reader should wait. The members the change was theirs still wait.
   */
  staleAfterChange?: boolean
}

const DEFAULT_LIFETIME: Lifetime = { ttlMs: TTL_MS, staleMs: STALE_MS }

interface Entry {
  value: unknown
  /** The change count when its load began: it shows every change up to there. */
  seen: number
  expiresAt: number
  staleUntil: number
}

interface Load {
  seen: number
  promise: Promise<unknown>
  /** The load that starts when this one ends, shared by every reader who came meanwhile. */
  next?: Promise<unknown>
}

/**
 * Answers shared by every reader for a short while (boards, the same for every viewer), each
 * remembered with how many committed changes its load had seen. A change is told here once it
 * has committed (`afterCommit`), so a load that begins after the telling sees it. Each change
 * names the members whose numbers moved, who are answered from after it on every key; for the
 * other readers:
 *
 * - `changed()`: no reader is answered from before it (an import, a correction, a member gone);
 * - `changedInBackground()`: the same, but for the slow answers (`staleAfterChange`), whose
 *   readers are answered the last build while one rebuilds (syncs, which come all day);
 * - `changedFor()`: answers stay until their lifetime ends, as they would for a change another
 *   process made (a phone push: phones push all day, for one member each);
 * - `forget(key)`: that key's answers, stale ones and loads under way included, are over.
 *
 * A build never runs more than twice at once per key. Other processes on the same database see a
 * change within a lifetime. See docs/decisions/031, 112 and 122.
 */
export class AnswerCache {
  /** Committed changes told so far. */
  #changes = 0
  /** The count after the last change every answer must show. */
  #allChangedAt = 0
  /** The count after the last change every answer must show before it is answered at all. */
  #mustChangedAt = 0
  /** The count after each member's last own change, for `lifetimeMs` (no answer lives longer). */
  readonly #changedBy = new Map<number, { at: number; time: number }>()
  /** The count after each key was last forgotten. */
  readonly #forgottenAt = new Map<string, number>()
  readonly #entries = new Map<string, Entry>()
  /** The latest load of each key under way. */
  readonly #loading = new Map<string, Load>()
  readonly #running = new Map<string, number>()
  /** How long a member's own change is remembered: longer than any answer lives. */
  readonly #rememberMs: number

  constructor(rememberMs = 60_000) {
    this.#rememberMs = rememberMs
  }

  /** After a committed change that every answer must show from now on. */
  changed(members: Iterable<number> = []): void {
    this.changedInBackground(members)
    this.#mustChangedAt = this.#changes
  }

  /** After a committed change that slow answers may show once rebuilt; `members` see it at once. */
  changedInBackground(members: Iterable<number>): void {
    this.changedFor(members)
    this.#allChangedAt = this.#changes
  }

  /** After a committed change of the members' own numbers, which only they must see at once. */
  changedFor(members: Iterable<number>): void {
    this.#changes += 1
    const now = Date.now()
    for (const member of members) this.#changedBy.set(member, { at: this.#changes, time: now })
    if (this.#changedBy.size > 1_000) {
      for (const [id, change] of this.#changedBy) if (now - change.time > this.#rememberMs) this.#changedBy.delete(id)
    }
  }

  /** After a committed change no reader of `key` may be answered without, not even stale. */
  forget(key: string): void {
    this.#changes += 1
    this.#forgottenAt.set(key, this.#changes)
    this.#entries.delete(key)
  }

  /** How many answers are kept, for tests. */
  get size(): number {
    return this.#entries.size
  }

  /**
   * `key`'s answer, or `load()`'s, remembered for `lifetime`; `viewer` is the member reading, who
   * is answered from after their own last change. A key's loads must all give the same type.
   * Readers who need a load begun after they came share one.
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    options: { lifetime?: Lifetime; viewer?: number } = {},
  ): Promise<T> {
    const lifetime = options.lifetime ?? DEFAULT_LIFETIME
    const now = Date.now()
    const own = options.viewer === undefined ? 0 : (this.#changedBy.get(options.viewer)?.at ?? 0)
    const forgotten = this.#forgottenAt.get(key) ?? 0
    // What the answer must have seen: a stale-while-rebuilding key may answer from before a change
    // told in the background that was not the reader's own, while it is rebuilt.
    const must = Math.max(own, forgotten, this.#mustChangedAt, lifetime.staleAfterChange ? 0 : this.#allChangedAt)
    const current = this.#entries.get(key)
    if (current && current.seen >= must) {
      const upToDate = current.seen >= this.#allChangedAt && now < current.expiresAt
      if (upToDate) return current.value as T
      if (now < current.staleUntil) {
        this.#refreshInBackground(key, load, lifetime)
        return current.value as T
      }
    }
    return this.#loadSeeing(key, must, load, lifetime)
  }

  /** A load that has seen at least `must` changes: the one under way if it has, else a new one. */
  #loadSeeing<T>(key: string, must: number, load: () => Promise<T>, lifetime: Lifetime): Promise<T> {
    const loading = this.#loading.get(key)
    if (loading && loading.seen >= must) return loading.promise as Promise<T>
    // Two loads of a key at most: a third waits for the latest to end and starts then.
    if (loading && (this.#running.get(key) ?? 0) >= 2) {
      loading.next ??= loading.promise.then(
        () => this.#start(key, load, lifetime),
        () => this.#start(key, load, lifetime),
      )
      return loading.next as Promise<T>
    }
    return this.#start(key, load, lifetime)
  }

  #refreshInBackground<T>(key: string, load: () => Promise<T>, lifetime: Lifetime) {
    const loading = this.#loading.get(key)
    if (loading && loading.seen >= this.#allChangedAt) return
    this.#loadSeeing(key, this.#allChangedAt, load, lifetime).catch(() => {
      // Readers keep the last answer; the next one past its stale window loads and sees the error.
    })
  }

  async #start<T>(key: string, load: () => Promise<T>, lifetime: Lifetime): Promise<T> {
    const seen = this.#changes
    const promise = load()
    this.#loading.set(key, { seen, promise })
    this.#running.set(key, (this.#running.get(key) ?? 0) + 1)
    try {
      const value = await promise
      const kept = this.#entries.get(key)
      if ((this.#forgottenAt.get(key) ?? 0) <= seen && (!kept || kept.seen <= seen)) {
        const now = Date.now()
        this.#forgetExpired(now)
        this.#entries.set(key, {
          value,
          seen,
          expiresAt: now + lifetime.ttlMs,
          staleUntil: now + lifetime.ttlMs + lifetime.staleMs,
        })
      }
      return value
    } finally {
      if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key)
      const running = this.#running.get(key)! - 1
      if (running === 0) this.#running.delete(key)
      else this.#running.set(key, running)
    }
  }

  /** Drops answers too old to be served even stale: the cache holds only the keys read lately. */
  #forgetExpired(now: number) {
    for (const [key, entry] of this.#entries) if (entry.staleUntil <= now) this.#entries.delete(key)
  }
}
