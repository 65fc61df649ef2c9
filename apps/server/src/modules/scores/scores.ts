import type { IngestResult } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { BoardCache } from './board-cache.ts'
import {
  writeBonus,
  writeMemberSteps,
  writeSensorSteps,
  type BonusChange,
  type SensorStepsEntry,
  type StepsEntry,
} from './day-rows.ts'
import { TotalsBacklog, type Log } from './totals-backlog.ts'

/**
 * The one way steps and bonus points reach the scores, and the app's board cache. Every writer —
 * wearable sync, CSV import, manual entry, challenge judging — goes through these methods, which
 * keep each member's day rows and totals in step and clear the app's cached boards.
 */
export class Scores {
  readonly boards = new BoardCache()
  /** Takes the changes syncs leave for the totals, just after each sync commits. */
  readonly backlog: TotalsBacklog
  readonly #db: Db

  constructor(db: Db, log: Log) {
    this.#db = db
    this.backlog = new TotalsBacklog(db, log, () => this.boards.invalidate())
  }

  /**
   * Sets each member's steps for a day, replacing the day's earlier count, and moves their totals,
   * in the caller's transaction. Within one call a later entry for the same member and day wins.
   * Returns the number of day rows the call covers.
   */
  async recordSteps(tx: DbOrTx, entries: readonly StepsEntry[]): Promise<number> {
    if (entries.length === 0) return 0
    const { covered, changed } = await writeMemberSteps(tx, entries)
    if (changed) this.boards.invalidate()
    return covered
  }

  /**
   * A wearable sync, in a statement of its own: each entry counts for the member holding its
   * sensor id; entries for ids nobody holds are skipped and reported. The totals take the changes
   * just after the answer (docs/decisions/090): the answer waits only when they are several syncs
   * behind.
   */
  async recordSyncedSteps(entries: readonly SensorStepsEntry[]): Promise<IngestResult> {
    if (entries.length === 0) return { accepted: 0, unknownSensorIds: [] }
    const { accepted, unknown, changed } = await writeSensorSteps(this.#db, entries)
    if (changed) await this.backlog.added()
    return { accepted, unknownSensorIds: unknown }
  }

  /**
   * Adds points (negative to remove) to the bonus of members' days, creating a day row with 0
   * steps where there is none, and moves their totals, in the caller's transaction. Give all the
   * changes of one action in one call: the rows are locked in the same (member, date) order as
   * the step writers, so the two cannot deadlock each other.
   */
  async adjustBonus(tx: DbOrTx, changes: readonly BonusChange[]): Promise<void> {
    if (await writeBonus(tx, changes)) this.boards.invalidate()
  }

  /** Lets a totals run under way finish its statement, and starts no other. */
  close(): Promise<void> {
    return this.backlog.close()
  }
}
