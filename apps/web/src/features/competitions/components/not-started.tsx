import type { Competition } from '@stepup/contract'
import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/ui/index.ts'
import { competitionStarts } from './competition-dates.ts'

/** Where a board goes once the competition has begun: when it begins, and why no ranks yet. */
export function NotStarted({ competition, testId }: { competition: Competition; testId?: string }) {
  const { t, i18n } = useTranslation('competitions')
  return (
    <div data-testid={testId}>
      <EmptyState
        icon={<CalendarClock className="size-6" aria-hidden="true" />}
        title={competitionStarts(competition, t, i18n.resolvedLanguage)}
        description={t('board.notStarted')}
      />
    </div>
  )
}
