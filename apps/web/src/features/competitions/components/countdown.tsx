import type { Competition } from '@stepup/contract'
import { Timer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../../components/ui/index.ts'
import { countdownParts, useNow } from '../../../lib/countdown.ts'
import { formatCount, formatDateTime, formatDuration } from '../../../lib/format.ts'
import { countdownOf } from '../competition-rules.ts'

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

/**
 * The live countdown: to the first day while upcoming, to the end of the last while running, to
 * the final results during the grace period. Nothing once final.
 */
export function Countdown({ competition }: { competition: Competition }) {
  const { t } = useTranslation('competitions')
  const now = useNow(1000)
  const countdown = countdownOf(competition)
  if (!countdown) return null
  const until = Date.parse(countdown.at)
  const parts = countdownParts(until, now)
  const what = t(`countdown.${countdown.kind}`)
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="countdown">
      <p className="flex items-center gap-2 text-sm font-semibold text-zinc-600 dark:text-zinc-300">
        <Timer className="size-4" aria-hidden="true" />
        {what}
      </p>
      {/* A timer is not read out on every tick; its name says the time left when it is reached. */}
      <div
        role="timer"
        aria-label={t('countdown.label', { what, time: formatDuration(until - now) })}
        className="grid grid-cols-4 gap-2"
      >
        {UNITS.map((unit) => (
          <div
            key={unit}
            className="rounded-xl bg-zinc-50 px-1 py-2 text-center dark:bg-zinc-800/60"
            aria-hidden="true"
          >
            <span className="block text-2xl font-bold tabular-nums sm:text-3xl">
              {unit === 'days' ? formatCount(parts[unit]) : String(parts[unit]).padStart(2, '0')}
            </span>
            <span className="block text-[11px] tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {t(`countdown.${unit}`)}
            </span>
          </div>
        ))}
      </div>
      <p className="mt-auto text-xs text-zinc-500 dark:text-zinc-400">
        {t(`countdown.at.${countdown.kind}`, { when: formatDateTime(countdown.at) })}
      </p>
    </Card>
  )
}
