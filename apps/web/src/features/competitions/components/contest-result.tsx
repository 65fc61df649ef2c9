import type { Competition, CompetitionBoardRow } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../components/ui/index.ts'
import { contestWinners } from '../competition-rules.ts'

/** A final contest's outcome in a sentence: who won, or that nobody did. */
export function ContestResult({ competition, board }: { competition: Competition; board: CompetitionBoardRow[] }) {
  const { t, i18n } = useTranslation('competitions')
  const winners = contestWinners(competition, board)
  const names = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(
    winners.map((row) => row.user.username || t('formerMember')),
  )
  const goalDay = competition.contest?.format === 'goalDay'
  const title =
    winners.length === 0
      ? goalDay
        ? t('contests.result.nobodyGoal')
        : t('contests.result.nobody')
      : goalDay
        ? t('contests.result.reachedGoal', { count: winners.length, names })
        : t('contests.result.winner', { count: winners.length, names })
  return (
    <div data-testid="contest-result">
      <Alert tone={winners.length > 0 ? 'success' : 'info'} title={title} />
    </div>
  )
}
