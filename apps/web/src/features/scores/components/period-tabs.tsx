import { PeriodSchema, type Period } from '@stepup/contract'
import clsx from 'clsx'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/**
 * Shortest first: the week's board, where everyone starts again each Monday, is the first thing a
 * newcomer's eye meets; all time stays the boards' default (docs/decisions/131).
 */
const periods: Period[] = ['week', 'month', 'all']

/**
 * The board's period, kept in the address (`?period=week`) so a link can open this week's board;
 * all time when the address names none.
 */
export function usePeriodParam(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams()
  const parsed = PeriodSchema.safeParse(params.get('period'))
  const period = parsed.success ? parsed.data : 'all'
  const setPeriod = (next: Period) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'all') updated.delete('period')
        else updated.set('period', next)
        return updated
      },
      { replace: true },
    )
  return [period, setPeriod]
}

/** This week / This month / All time, as a segmented control. */
export function PeriodTabs({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('scores')
  return (
    <div
      role="tablist"
      aria-label={t('period.label')}
      className="inline-flex max-w-full rounded-xl border border-zinc-200 bg-white p-1 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          role="tab"
          aria-selected={value === period}
          onClick={() => onChange(period)}
          className={clsx(
            // On a narrow phone a long label ("Desde el principio") takes two lines rather than widening the page.
            'rounded-lg px-2.5 py-1.5 text-center text-sm leading-tight font-medium transition-colors sm:px-3 sm:whitespace-nowrap',
            value === period
              ? 'bg-brand-600 text-white shadow-sm'
              : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
          )}
        >
          {t(`period.${period}`)}
        </button>
      ))}
    </div>
  )
}
