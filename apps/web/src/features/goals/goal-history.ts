import type { GoalPeriod } from '@stepup/contract'

/**
 * The member's goal on a day, from their goal history (earliest first): the goal of the latest
 * period starting on or before it. A day before the history holds its first goal.
 */
export function goalOn(history: readonly GoalPeriod[], date: string): number | null {
  let goal = history[0]?.goal ?? null
  for (const period of history) {
    if (period.from > date) break
    goal = period.goal
  }
  return goal
}
