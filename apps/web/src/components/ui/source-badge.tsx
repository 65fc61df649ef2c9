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
import clsx from 'clsx'
import type { ReactNode } from 'react'
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
  fit,
}: {
  source: DaySource
  importFormat?: ImportFormat | null
  title?: string
  label?: string
  /**
   * In a narrow place, a long label (in Spanish, say) either wraps inside the badge or is cut at
   * its end (the whole label then shows on hover), instead of running under its neighbours.
   */
  fit?: 'wrap' | 'cut'
}) {
  const { t } = useTranslation('common')
  const { icon: Icon, tone } = looks[source]
  const text = label ?? t(sourceLabelKey(source, importFormat))
  return (
    <Badge
      tone={tone}
      title={title ?? (fit === 'cut' ? text : undefined)}
      className={clsx(fit && 'max-w-full', fit === 'wrap' && 'rounded-xl')}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {fit ? (
        <span className={clsx('min-w-0', fit === 'wrap' ? 'break-words whitespace-normal' : 'truncate')}>{text}</span>
      ) : (
        text
      )}
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

/**
 * A day's source in a phone's one-line row: the badge of the one that counts, cut to the room
 * left, and under it `status` (what an admin's review did to the day) when there is one.
 */
export function PhoneDaySource({
  day,
  status,
  nameOf,
}: {
  day: Pick<HistoryDay, 'source' | 'importFormat'>
  status?: ReactNode
  nameOf?: (source: DaySource) => string | undefined
}) {
  if (!day.source) return <span className="text-zinc-500 dark:text-zinc-400">—</span>
  return (
    <>
      <SourceBadge source={day.source} importFormat={day.importFormat} label={nameOf?.(day.source)} fit="cut" />
      {status && <span className="mt-1 block whitespace-normal empty:hidden">{status}</span>}
    </>
  )
}

/** A day's steps in a phone's one-line row, and its bonus under them when it has one. */
export function PhoneDaySteps({ day, bonusLabel }: { day: Pick<HistoryDay, 'steps' | 'bonus'>; bonusLabel: string }) {
  return (
    <>
      {formatCount(day.steps)}
      {day.bonus > 0 && (
        <span className="block text-xs font-normal text-zinc-500 dark:text-zinc-400">
          +{formatCount(day.bonus)} <span className="sr-only">{bonusLabel}</span>
        </span>
      )}
    </>
  )
}
