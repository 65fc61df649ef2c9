/** A wait on the database this long makes the watch ask whether the database answers at all. */
const SUSPECT_AFTER_MS = 750
/** How long the probe may take: a `select 1` this slow is a database that stopped answering. */
export const PROBE_TIMEOUT_MS = 1_500
/**
 * The least time between two probes: how often a database found not answering is asked again,
 * and how often one that answers is asked while a long statement runs.
 */
const PROBE_EVERY_MS = 1_000
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
 * the server), and new ones fail at once, until a probe, repeated every PROBE_EVERY_MS, answers
 * again. `probe` rejects only when the server did not answer at all.
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
    const now = performance.now()
    if (this.#probing || now - this.#lastProbe < PROBE_EVERY_MS) return
    const due = this.#down || [...this.#waits.values()].some(({ since }) => now - since >= SUSPECT_AFTER_MS)
    if (due) void this.#runProbe()
  }

  async #runProbe() {
    this.#probing = true
    this.#lastProbe = performance.now()
    const probe = this.#probe()
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()
    })
    const answered = await Promise.race([
      probe.then(
        () => true,
        () => false,
      ),
      late,
    ])
    clearTimeout(timer)
    this.#down = !answered
    if (!answered) {
      for (const [key, { cut }] of this.#waits) {
        this.#waits.delete(key)
        cut()
      }
    }
    // The next probe waits for this one to end, so two never share the probe's connection.
    await probe.catch(() => undefined)
    this.#probing = false
  }
}
