/**
 * Runs `run` in the background, one run at a time: `wake()` starts one at once, or asks the run
 * under way to be followed by another (what it was woken for may have come after it looked). A run
 * answers how long to wait before the next one unless woken sooner; the wait keeps no process
 * alive. `close()` starts no other run and waits for the one under way.
 */
export class BackgroundLoop {
  readonly #run: () => Promise<number | undefined>
  #running: Promise<void> | undefined
  #again = false
  #timer: NodeJS.Timeout | undefined
  #closed = false

  constructor(run: () => Promise<number | undefined>) {
    this.#run = run
  }

  get closed(): boolean {
    return this.#closed
  }

  wake(): void {
    if (this.#closed) return
    if (this.#running) {
      this.#again = true
      return
    }
    clearTimeout(this.#timer)
    this.#again = false
    this.#running = this.#run().then(
      (waitMs) => this.#after(waitMs),
      () => this.#after(undefined),
    )
  }

  /** Resolves when no run is under way. */
  async settled(): Promise<void> {
    while (this.#running) await this.#running
  }

  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#timer)
    await this.settled()
  }

  #after(waitMs: number | undefined): void {
    this.#running = undefined
    if (this.#again) this.wake()
    else if (waitMs !== undefined && !this.#closed) this.#timer = setTimeout(() => this.wake(), waitMs).unref()
  }
}
