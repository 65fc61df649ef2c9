/** A wait on the database this long makes the watch ask whether the database answers at all. */
export const SUSPECT_AFTER_MS = 750
/** How long the probe may take: a `select 1` this slow is a database that stopped answering. */
export const PROBE_TIMEOUT_MS = 1_500
/** How often a database found not answering is asked again. */
export const RETRY_MS = 1_000
const TICK_MS = 250

/** What a call gets while the database is found not answering, or when its wait is cut short. */
export const NOT_ANSWERING = 'The database is not answering'

/**
 * Tells a database that stopped answering from one that is busy, so that members hear so within
 * seconds rather than after the statement timeout (docs/decisions/008).
 *
 * Every wait on the database (a statement, a wait for a pool connection) is tracked. Once one has
 * waited SUSPECT_AFTER_MS, `probe` runs a `select 1` on a connection of its own, outside the pool
 * that busy statements may fill. If it answers, the database is busy and the waits go on, up to
 * the statement timeout. If it does not answer within PROBE_TIMEOUT_MS, the database is down: every
 * tracked wait is cut short (a statement's connection is dropped, which ends its transaction on
 * the server), and new ones fail at once, until a probe, repeated every RETRY_MS, answers again.
 */
export class StallWatch {
  readonly #waits = new Map<symbol, { since: number; cut: () => void }>()
  readonly #probe: () => Promise<void>
  readonly #timer: NodeJS.Timeout
  #down = false
  #probing = false
  #lastProbe = -Infinity

  constructor(probe: () => Promise<void>) {
    this.#probe = probe
    this.#timer = setInterval(() => this.#check(), TICK_MS).unref()
  }

  /** Whether the last probe found the database not answering: calls should fail at once. */
  get down() {
    return this.#down
  }

  /** Tracks one wait; `cut` ends it if the database is found down. Returns the function that ends the tracking. */
  track(cut: () => void): () => void {
    const key = Symbol('wait')
    this.#waits.set(key, { since: performance.now(), cut })
    return () => this.#waits.delete(key)
  }

  stop() {
    clearInterval(this.#timer)
  }

  #check() {
    if (this.#probing) return
    const now = performance.now()
    const due = this.#down
      ? now - this.#lastProbe >= RETRY_MS
      : [...this.#waits.values()].some(({ since }) => now - since >= SUSPECT_AFTER_MS)
    if (due) void this.#runProbe()
  }

  async #runProbe() {
    this.#probing = true
    this.#lastProbe = performance.now()
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(NOT_ANSWERING)), PROBE_TIMEOUT_MS)
    })
    try {
      await Promise.race([this.#probe(), late])
      this.#down = false
    } catch {
      this.#down = true
      for (const [key, { cut }] of this.#waits) {
        this.#waits.delete(key)
        cut()
      }
    } finally {
      clearTimeout(timer)
      this.#probing = false
    }
  }
}
