import type { CompetitionStatus } from '@stepup/contract'
import { CalendarClock, Flag, Hourglass, Play } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'
import { competitionStarts } from './competition-dates.ts'

const looks = {
  upcoming: { tone: 'info', icon: CalendarClock },
  running: { tone: 'success', icon: Play },
  grace: { tone: 'warning', icon: Hourglass },
  final: { tone: 'neutral', icon: Flag },
} as const

/** The competition's phase; one that has not begun says the day it starts ("Starts Dec 1"). */
export function CompetitionStatusBadge({ status, startDate }: { status: CompetitionStatus; startDate?: string }) {
  const { t, i18n } = useTranslation('competitions')
  const { tone, icon: Icon } = looks[status]
  return (
    <Badge tone={tone} className="shrink-0">
      <Icon className="size-3.5" aria-hidden="true" />
      {status === 'upcoming' && startDate
        ? competitionStarts({ startDate }, t, i18n.resolvedLanguage)
        : t(`status.${status}`)}
    </Badge>
  )
}
