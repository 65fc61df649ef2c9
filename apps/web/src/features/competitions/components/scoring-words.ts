import type { Competition } from '@stepup/contract'
import type { TFunction } from 'i18next'
import { formatCount, formatNumber } from '../../../lib/format.ts'
import { targetOf } from '../competition-rules.ts'

/**
 * How a competition scores, in the reader's words: the members' measure (with its daily target
 * where it counts days) and the teams' rule. `t` reads the `competitions` namespace.
 */
export function scoringWords(scoring: Competition['scoring'], t: TFunction) {
  return {
    individual: t(`competitions:scoring.individual.${scoring.individual}`, { target: formatCount(targetOf(scoring)) }),
    team: t(`competitions:scoring.team.${scoring.team}`),
  }
}

/** A team's score: an average per member may have a fraction, shown to one decimal. */
export const formatTeamScore = (score: number) => formatNumber(score, 1)
