import { SharedJson } from '../../plugins/compression.ts'

/**
 * A short-lived cache of leaderboard answers, per database. Boards are the hottest reads and the
 * same for every viewer, so each process serves them from memory for at most `TTL_MS`; a write in
 * this process clears them at once. Other processes on the same PostgreSQL see a change within
 * `TTL_MS`. See docs/decisions/031.
 */

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

let generation = 0
let bypassUntil = 0

/** Call on every score write, in any process-local transaction. */
export function invalidateBoards(): void {
  generation += 1
  bypassUntil = Date.now() + BYPASS_AFTER_WRITE_MS
}

interface Entry {
  value: SharedJson
  generation: number
  expiresAt: number
}

interface Cache {
  entries: Map<string, Entry>
  /** Loads under way: readers arriving meanwhile wait for the same one instead of starting their own. */
  loading: Map<string, { generation: number; promise: Promise<SharedJson> }>
}

const caches = new WeakMap<object, Cache>()

/**
 * The cached JSON for `key`, or `load()` serialized and remembered. Every reader is sent the same
 * answer, serialized once (a 180 KB team board at thousands of answers a second). An answer the
 * cache holds comes back as it is, not in a promise.
 */
export function cachedBoard(
  owner: object,
  key: string,
  load: () => Promise<unknown>,
): SharedJson | Promise<SharedJson> {
  const now = Date.now()
  let cache = caches.get(owner)
  if (!cache) {
    cache = { entries: new Map(), loading: new Map() }
    caches.set(owner, cache)
  }
  const bypass = now < bypassUntil
  const hit = cache.entries.get(key)
  const current = hit && hit.generation === generation && !bypass ? hit : undefined
  if (current && current.expiresAt > now) return current.value
  const pending = cache.loading.get(key)
  if (current && current.expiresAt + STALE_MS > now) {
    // Stale but recent: answer it now and let this reader start the one refresh.
    if (!pending)
      refresh(cache, key, load).catch(() => {
        // The next reader past the stale window loads in the foreground and sees the error.
      })
    return current.value
  }
  if (pending && pending.generation === generation && !bypass) return pending.promise
  return refresh(cache, key, load)
}

/**
 * Drops answers too old to be served even stale, so the cache holds only the keys read in the
 * last few seconds however many pages have ever been asked for.
 */
function forgetExpired(entries: Map<string, Entry>, now: number) {
  for (const [key, entry] of entries) if (entry.expiresAt + STALE_MS <= now) entries.delete(key)
}

/** How many answers are kept for `owner`, for tests. */
export function cachedBoardCount(owner: object): number {
  return caches.get(owner)?.entries.size ?? 0
}

async function refresh(cache: Cache, key: string, load: () => Promise<unknown>): Promise<SharedJson> {
  const startedAt = generation
  const promise = load().then((value) => new SharedJson(value))
  const loading = cache.loading
  const entries = cache.entries
  loading.set(key, { generation: startedAt, promise })
  try {
    const value = await promise
    const now = Date.now()
    if (startedAt === generation && now >= bypassUntil) {
      forgetExpired(entries, now)
      entries.set(key, { value, generation: startedAt, expiresAt: now + TTL_MS })
    }
    return value
  } finally {
    if (loading.get(key)?.promise === promise) loading.delete(key)
  }
}
