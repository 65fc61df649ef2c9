import type { IngestResult } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { afterCommit } from '../../db/transaction.ts'
import { AnswerCache } from '../../lib/answer-cache.ts'
import type { FeatureMetrics } from '../../lib/metrics.ts'
import {
  daysOfImport,
  deleteEmptyDays,
  recountAllDays,
  recountDays,
  writeBonus,
  writeImportedSteps,
  writeMemberSteps,
  writeSensorSteps,
  type BonusChange,
  type ImportedStepsEntry,
  type SensorStepsEntry,
  type StepsEntry,
} from './day-rows.ts'
import type { WrittenCount } from './day-rule.ts'
import { TotalsBacklog, type Log } from './totals-backlog.ts'

/**
 * The one way steps and bonus points reach the scores, and the app's board cache. Every writer —
 * wearable sync, phone push, file import, CSV import, manual entry, challenge judging — goes
 * through these methods, which keep each day's sources, its counted steps and the members' totals
 * in step and, once the caller's transaction has committed, tell the app's cached boards.
 */
export class Scores {
  readonly boards = new AnswerCache()
  /** Takes the changes syncs leave for the totals, just after each sync commits. */
  readonly backlog: TotalsBacklog
  readonly #db: Db
  readonly #metrics: Pick<FeatureMetrics, 'stepsWritten'> | undefined
  readonly #daysChanged: DaysChangedListener[] = []

  /** `metrics` counts the day entries each source writes (a write later rolled back included). */
  constructor(db: Db, log: Log, metrics?: Pick<FeatureMetrics, 'stepsWritten'>) {
    this.#db = db
    this.#metrics = metrics
    this.backlog = new TotalsBacklog(db, log, () => this.boards.changedInBackground([]))
  }

  /**
   * Sets one source's count of each member's steps for a day, replacing that source's earlier
   * count; the day counts its highest-priority source's count. Moves their totals, in the caller's
   * transaction. Within one call a later entry for the same member and day wins. Returns the
   * number of day rows the call covers.
   *
   * A push is shown at once to the member who pushed; other readers see it within their boards'
   * lifetime, as they see another process's writes. Phones push all day, and clearing everyone's
   * boards on each push made every reader wait for a rebuild (docs/decisions/120).
   */
  async recordSteps(
    tx: DbOrTx,
    source: Exclude<WrittenCount, 'import'>,
    entries: readonly StepsEntry[],
  ): Promise<number> {
    if (entries.length === 0) return 0
    const { covered, changed } = await writeMemberSteps(tx, source, entries)
    this.#metrics?.stepsWritten(source, covered)
    if (changed) {
      const members = membersOf(entries)
      afterCommit(tx, () => (source === 'push' ? this.boards.changedFor(members) : this.boards.changed(members)))
      this.#tellDaysChanged(tx, { from: earliestDays(entries), byAdmin: source === 'admin' || source === 'correction' })
    }
    return covered
  }

  /**
   * Sets the import source of members' days to an import's count (a null count takes the source
   * away from the day), in the caller's transaction.
   */
  async recordImportedSteps(tx: DbOrTx, entries: readonly ImportedStepsEntry[]): Promise<number> {
    if (entries.length === 0) return 0
    const { covered, changed } = await writeImportedSteps(tx, entries)
    this.#metrics?.stepsWritten('import', covered)
    if (changed) {
      this.boardsChanged(tx, membersOf(entries))
      this.#tellDaysChanged(tx, { from: earliestDays(entries), byAdmin: false })
    }
    return covered
  }

  /** The member's days whose import source is import `importId`'s count, in date order. */
  daysHeldByImport(tx: DbOrTx, userId: number, importId: number): Promise<string[]> {
    return daysOfImport(tx, userId, importId)
  }

  /**
   * Deletes the member's days among `dates` left with nothing after a source was taken away (an
   * import removed), in the caller's transaction; a day with any count, bonus or decision stays.
   */
  async removeEmptyDays(tx: DbOrTx, userId: number, dates: readonly string[]): Promise<void> {
    await deleteEmptyDays(tx, userId, dates)
  }

  /**
   * Counts every day again after the admin reordered the sources or changed the fair-play rules,
   * in the caller's transaction.
   */
  async recountAll(tx: DbOrTx): Promise<void> {
    if (await recountAllDays(tx)) {
      this.boardsChanged(tx)
      this.#tellDaysChanged(tx, 'everyone')
    }
  }

  /**
   * Counts a member's days again after an admin's decision on them changed, in the caller's
   * transaction, which has locked the rows.
   */
  async recountMemberDays(tx: DbOrTx, userId: number, dates: readonly string[]): Promise<void> {
    if (dates.length === 0) return
    const where = sql`ds.user_id = ${userId} and ds.day = any(${`{${dates.join(',')}}`}::date[])`
    if (await recountDays(tx, where)) this.boardsChanged(tx, [userId])
    // A decision moves what the days earn even when their counts stay (a flagged day approved).
    this.#tellDaysChanged(tx, { from: earliestDays(dates.map((date) => ({ userId, date }))), byAdmin: true })
  }

  /**
   * A wearable sync, in a statement of its own: each entry counts for the member holding its
   * sensor id; entries for ids nobody holds, and for deactivated members' ids, are skipped and
   * reported. The totals take the changes just after the answer (docs/decisions/090): the answer
   * waits only when they are several syncs behind.
   */
  async recordSyncedSteps(entries: readonly SensorStepsEntry[]): Promise<IngestResult> {
    if (entries.length === 0) return { accepted: 0, unknownSensorIds: [] }
    const { accepted, unknown, deactivated, members, changed } = await writeSensorSteps(this.#db, entries)
    this.#metrics?.stepsWritten('wearable', accepted)
    if (changed) {
      // Competition boards read the day rows, which have committed: their members see them at once.
      this.boards.changedFor(members)
      const from = entries.reduce(
        (earliest, entry) => (entry.date < earliest ? entry.date : earliest),
        entries[0]!.date,
      )
      const change: DaysChange = { from: new Map(members.map((member) => [member, from])), byAdmin: false }
      for (const listener of this.#daysChanged) listener(change)
      await this.backlog.added()
    }
    return { accepted, unknownSensorIds: unknown, ...(deactivated.length > 0 && { deactivatedSensorIds: deactivated }) }
  }

  /**
   * Adds points (negative to remove) to the bonus of members' days, creating a day row with 0
   * steps where there is none, and moves their totals, in the caller's transaction. Give all the
   * changes of one action in one call: the rows are locked in the same (member, date) order as
   * the step writers, so the two cannot deadlock each other.
   */
  async adjustBonus(tx: DbOrTx, changes: readonly BonusChange[]): Promise<void> {
    if (await writeBonus(tx, changes)) this.boardsChanged(tx, membersOf(changes))
  }

  /**
   * Tells the cached boards, once `tx` has committed, that every board may have moved (a member
   * left or came back, a rate or a rule changed), and `members`' numbers with them.
   */
  boardsChanged(tx: DbOrTx, members: readonly number[] = []): void {
    afterCommit(tx, () => this.boards.changed(members))
  }

  /**
   * Calls `listener`, once each write has committed, with the members whose counted days it may
   * have moved and the earliest day it may have moved for each: steps written by any source, an
   * import, a decision on a day; `everyone` after a recount.
   */
  onDaysChanged(listener: DaysChangedListener): void {
    this.#daysChanged.push(listener)
  }

  #tellDaysChanged(tx: DbOrTx, change: DaysChange): void {
    if (this.#daysChanged.length === 0) return
    afterCommit(tx, () => {
      for (const listener of this.#daysChanged) listener(change)
    })
  }

  /** Lets a totals run under way finish its statement, and starts no other. */
  close(): Promise<void> {
    return this.backlog.close()
  }
}

/**
 * What a write moved: for each member, the earliest day (`YYYY-MM-DD`) whose counted steps or
 * standing may have changed, and whether an admin's decision or correction moved them; or
 * `everyone` after a recount of every day.
 */
export type DaysChange = { from: ReadonlyMap<number, string>; byAdmin: boolean } | 'everyone'
export type DaysChangedListener = (change: DaysChange) => void

/** Each member's earliest day among the entries. */
function earliestDays(entries: readonly { userId: number; date: string }[]): Map<number, string> {
  const from = new Map<number, string>()
  for (const { userId, date } of entries) {
    const earliest = from.get(userId)
    if (earliest === undefined || date < earliest) from.set(userId, date)
  }
  return from
}

/** The members whose days the entries are, each once. */
function membersOf(entries: readonly { userId: number }[]): number[] {
  return [...new Set(entries.map((entry) => entry.userId))]
}
