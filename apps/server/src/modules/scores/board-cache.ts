/**
 * A short-lived cache of leaderboard answers, per database. Boards are the hottest reads and the
 * same for every viewer, so each process serves them from memory for at most `TTL_MS`; a write in
 * this process clears them at once. Other processes on the same PostgreSQL see a change within
 * `TTL_MS`. See docs/decisions/031.
 */

export const TTL_MS = 500
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
  value: string
  generation: number
  expiresAt: number
}

const caches = new WeakMap<object, Map<string, Entry>>()

/** The cached JSON for `key`, or `load()` serialized and remembered. */
export async function cachedBoard(owner: object, key: string, load: () => Promise<unknown>): Promise<string> {
  const now = Date.now()
  let cache = caches.get(owner)
  if (!cache) {
    cache = new Map()
    caches.set(owner, cache)
  }
  const hit = cache.get(key)
  if (hit && hit.generation === generation && hit.expiresAt > now && now >= bypassUntil) return hit.value
  const startedAt = generation
  const value = JSON.stringify(await load())
  if (startedAt === generation && Date.now() >= bypassUntil) {
    cache.set(key, { value, generation: startedAt, expiresAt: Date.now() + TTL_MS })
  }
  return value
}
