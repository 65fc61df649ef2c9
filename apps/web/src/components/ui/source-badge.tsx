import type { DaySource, ImportFormat } from '@stepup/contract'
import { FileUp, History, PencilLine, ShieldCheck, Smartphone, Watch, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { sourceLabelKey } from '../../lib/step-sources.ts'
import { Badge, type BadgeTone } from './badge.tsx'

const looks: Record<DaySource, { icon: LucideIcon; tone: BadgeTone }> = {
  wearable: { icon: Watch, tone: 'brand' },
  push: { icon: Smartphone, tone: 'info' },
  import: { icon: FileUp, tone: 'success' },
  admin: { icon: ShieldCheck, tone: 'warning' },
  manual: { icon: PencilLine, tone: 'neutral' },
  earlier: { icon: History, tone: 'neutral' },
}

/**
 * Where a day's steps came from, as a small label with an icon ("Watch sync", "Apple Health
 * import"). `label` replaces the usual words, where they would be wrong for the reader.
 */
export function SourceBadge({
  source,
  importFormat,
  title,
  label,
}: {
  source: DaySource
  importFormat?: ImportFormat | null
  title?: string
  label?: string
}) {
  const { t } = useTranslation('common')
  const { icon: Icon, tone } = looks[source]
  return (
    <Badge tone={tone} title={title}>
      <Icon className="size-3.5" aria-hidden="true" />
      {label ?? t(sourceLabelKey(source, importFormat))}
    </Badge>
  )
}
