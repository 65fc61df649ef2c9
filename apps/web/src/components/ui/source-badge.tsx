import type { DaySource, HistoryDay, ImportFormat } from '@stepup/contract'
import {
  Bike,
  FileUp,
  History,
  PencilLine,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
  Watch,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '../../lib/format.ts'
import { otherSources, sourceLabelKey } from '../../lib/step-sources.ts'
import { Badge, type BadgeTone } from './badge.tsx'

const looks: Record<DaySource, { icon: LucideIcon; tone: BadgeTone }> = {
  wearable: { icon: Watch, tone: 'brand' },
  push: { icon: Smartphone, tone: 'info' },
  import: { icon: FileUp, tone: 'success' },
  admin: { icon: ShieldCheck, tone: 'warning' },
  manual: { icon: PencilLine, tone: 'neutral' },
  earlier: { icon: History, tone: 'neutral' },
  activity: { icon: Bike, tone: 'info' },
  correction: { icon: ShieldAlert, tone: 'warning' },
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

/**
 * A day's sources in a table cell: the badge of the one that counts, and under it the others with
 * their counts ("Also: Entered by you 500"). `nameOf` replaces a source's usual words where they
 * would be wrong for the reader (an admin reading a member's manual entry).
 */
export function DaySourceCell({
  day,
  nameOf,
}: {
  day: Pick<HistoryDay, 'source' | 'sources' | 'importFormat'>
  nameOf?: (source: DaySource) => string | undefined
}) {
  const { t } = useTranslation('common')
  if (!day.source) return <span className="text-zinc-500 dark:text-zinc-400">—</span>
  const name = (source: DaySource) => nameOf?.(source) ?? t(sourceLabelKey(source, day.importFormat))
  const others = otherSources(day)
  return (
    <span className="inline-flex flex-col items-end gap-0.5 sm:items-start">
      <SourceBadge source={day.source} importFormat={day.importFormat} label={nameOf?.(day.source)} />
      {others.length > 0 && (
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('sources.also')}{' '}
          {others.map((other, index) => (
            <span key={other.source}>
              {index > 0 && ' · '}
              {/* Each count stays beside its source when the line wraps on a phone. */}
              <span className="whitespace-nowrap">
                {name(other.source)} {formatCount(other.steps)}
              </span>
            </span>
          ))}
        </span>
      )}
    </span>
  )
}
