import type { Competition } from '@stepup/contract'
import type { TFunction } from 'i18next'
import { formatDay } from '../../../lib/format.ts'

/** "Mar 1, 2026 – Mar 31, 2026" in the reader's language. */
export const competitionDates = (competition: Pick<Competition, 'startDate' | 'endDate'>, t: TFunction) =>
  t('competitions:dates', { start: formatDay(competition.startDate), end: formatDay(competition.endDate) })
