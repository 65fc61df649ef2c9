import type { Competition } from '@stepup/contract'
import type { TFunction } from 'i18next'
import { formatDay } from '../../../lib/format.ts'

/** "Mar 1, 2026 – Mar 31, 2026" in the reader's language. */
export const competitionDates = (competition: Pick<Competition, 'startDate' | 'endDate'>, t: TFunction) =>
  t('competitions:dates', { start: formatDay(competition.startDate), end: formatDay(competition.endDate) })

/**
 * "Starts Dec 1" ("Empieza el 1 dic", "מתחילה ב־1 בדצמ׳"): what a competition that has not begun
 * shows where a started one shows ranks. Before its first day every member has 0, and a board of
 * equal ranks would say nothing.
 */
export const competitionStarts = (competition: Pick<Competition, 'startDate'>, t: TFunction, language?: string) =>
  t('competitions:startsOn', { date: formatDay(competition.startDate, language, 'short') })

/** Ranks mean something once the first day has begun. */
export const hasStarted = (competition: Pick<Competition, 'status'>) => competition.status !== 'upcoming'
