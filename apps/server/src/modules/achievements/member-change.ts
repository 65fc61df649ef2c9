import type { EarningSource } from './earning-sources.ts'

/**
 * What moved a member's achievements: the earliest day that changed (null: look at every day and
 * every source; `NO_DAY_CHANGED`: none), whether an admin did, and which sources moved.
 */
export interface MemberChange {
  from: string | null
  byAdmin: boolean
  /** The sources whose own inputs changed for the member (a podium frozen, a team milestone moved). */
  moved?: ReadonlySet<string>
}

/** Whether a run works out the member's achievements of `source`: it works out only what may have moved. */
export const looksAt = (change: MemberChange, source: EarningSource) =>
  change.from === null ||
  (change.from !== NO_DAY_CHANGED && source.movedByDays) ||
  (change.moved?.has(source.name) ?? false)

/** The earliest changed day of a member whose own days did not change: none of their days is looked at again. */
export const NO_DAY_CHANGED = '9999-12-31'
