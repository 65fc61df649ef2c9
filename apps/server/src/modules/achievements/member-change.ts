/** What moved a member's days: the earliest day that changed (null: look at every day), and whether an admin did. */
export interface MemberChange {
  from: string | null
  byAdmin: boolean
}

/** The earliest changed day of a member whose own days did not change: none of their days is looked at again. */
export const NO_DAY_CHANGED = '9999-12-31'
