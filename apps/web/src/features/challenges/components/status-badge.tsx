import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'
import { normalizeStatus } from '../challenge-rules.ts'

const looks = {
  pending: { tone: 'warning', icon: Clock },
  approved: { tone: 'success', icon: CheckCircle2 },
  rejected: { tone: 'danger', icon: XCircle },
} as const

/** A submission's status, whatever case the server wrote it in. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('challenges')
  const normalized = normalizeStatus(status)
  const { tone, icon: Icon } = looks[normalized]
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`status.${normalized}`)}
    </Badge>
  )
}
