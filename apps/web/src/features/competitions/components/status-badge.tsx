import type { CompetitionStatus } from '@stepup/contract'
import { CalendarClock, Flag, Hourglass, Play } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'

const looks = {
  upcoming: { tone: 'info', icon: CalendarClock },
  running: { tone: 'success', icon: Play },
  grace: { tone: 'warning', icon: Hourglass },
  final: { tone: 'neutral', icon: Flag },
} as const

export function CompetitionStatusBadge({ status }: { status: CompetitionStatus }) {
  const { t } = useTranslation('competitions')
  const { tone, icon: Icon } = looks[status]
  return (
    <Badge tone={tone} className="shrink-0">
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  )
}
