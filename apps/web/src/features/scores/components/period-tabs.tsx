import type { Period } from '@stepup/contract'
import clsx from 'clsx'
import { useTranslation } from 'react-i18next'

const periods: Period[] = ['all', 'week', 'month']

/** All time / This week / This month, as a segmented control. */
export function PeriodTabs({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('scores')
  return (
    <div
      role="tablist"
      aria-label={t('period.label')}
      className="inline-flex rounded-xl border border-zinc-200 bg-white p-1 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          role="tab"
          aria-selected={value === period}
          onClick={() => onChange(period)}
          className={clsx(
            'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
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
