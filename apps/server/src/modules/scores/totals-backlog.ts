import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { sqlState } from '../../db/sql-state.ts'
import { applyBacklog } from './day-rows.ts'

/** Where a run's failures and recoveries are told: the app's logger, or the console. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'error'>

/** Backlog rows (sync calls) one statement adds to the totals at most. */
const CALLS_PER_STATEMENT = 4
/** Sync calls the totals may be behind before the next one's answer waits for them. */
const MAX_CALLS_BEHIND = 4
/** How long after a failed run the backlog is tried again. */
const RETRY_MS = 1_000

/**
 * Adds the changes wearable syncs leave in the totals backlog to the totals, one run at a time
 * per process, just after each sync commits: the sync's answer does not wait for it, and the next
 * sync's day rows are written meanwhile. A run goes on until the backlog is empty, so it also
 * takes what a process that stopped before its run left behind. When syncs come faster than runs
 * take them, answers wait, so the boards stay at most a few calls behind (docs/decisions/090).
 */
export class TotalsBacklog {
  readonly #db: Db
  readonly #log: Log
  /** Told when a run has moved any totals row. */
  readonly #onChanged: () => void
  #running: Promise<void> | undefined
  /** A sync committed during a run, maybe after the run last looked: run once more. */
  #again = false
  /** Sync calls of this process whose changes no run has taken yet. */
  #behind = 0
  /** Answers waiting for the totals to catch up. */
  #waiting: (() => void)[] = []
  /** The next try after a failed run; until then syncs start no run. */
  #retry: NodeJS.Timeout | undefined
  /** Whether the last run failed, so a streak of failures is logged once. */
  #failing = false
  #closed = false

  constructor(db: Db, log: Log, onChanged: () => void) {
    this.#db = db
    this.#log = log
    this.#onChanged = onChanged
  }

  /**
   * Call once a sync's changes have committed to the backlog. Starts a run, and resolves at once
   * unless the totals are more than MAX_CALLS_BEHIND calls behind; then once they are no more.
   */
  async added(): Promise<void> {
    this.#behind += 1
    this.apply()
    if (this.#behind > MAX_CALLS_BEHIND && this.#running) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    }
  }

  /** Starts a run, or asks the current one to look again. */
  apply(): void {
    if (this.#closed || this.#retry) return
    if (this.#running) {
      this.#again = true
      return
    }
    this.#again = false
    this.#running = this.#run().finally(() => {
      this.#running = undefined
      if (this.#again) this.apply()
    })
  }

  /**
   * Resolves when no run is under way: then the totals hold every sync this process answered
   * before the call, unless a run failed or the backlog is stopped.
   */
  async settled(): Promise<void> {
    while (this.#running) await this.#running
  }

  /** Lets the current run finish its statement and starts no other. */
  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#retry)
    await this.settled()
    this.#release()
  }

  async #run(): Promise<void> {
    let dropDeleted = false
    for (;;) {
      try {
        for (;;) {
          const { taken, changed } = await applyBacklog(this.#db, CALLS_PER_STATEMENT, dropDeleted)
          if (changed) this.#onChanged()
          if (this.#failing) this.#log.info('synced steps reach the totals again')
          this.#failing = false
          if (taken === 0) this.#behind = 0
          else this.#behind = Math.max(0, this.#behind - taken)
          if (this.#behind <= MAX_CALLS_BEHIND) this.#release()
          if (taken === 0 || this.#closed) return
        }
      } catch (error) {
        // A member deleted since their sync (see applyBacklog): their changes go, the rest stay.
        if (!dropDeleted && sqlState(error) === '23503') {
          dropDeleted = true
          continue
        }
        // The changes stay in the backlog, safe: the retry takes them. Syncs go on meanwhile,
        // and no answer waits for totals that cannot move.
        if (!this.#failing) this.#log.error({ err: error }, 'adding synced steps to the totals failed; retrying')
        this.#failing = true
        this.#release()
        if (!this.#closed) {
          this.#retry = setTimeout(() => {
            this.#retry = undefined
            this.apply()
          }, RETRY_MS).unref()
        }
        return
      }
    }
  }

  /** Lets every waiting answer go. */
  #release(): void {
    for (const resolve of this.#waiting.splice(0)) resolve()
  }
}
