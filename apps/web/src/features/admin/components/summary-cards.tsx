import type { AdminSummary } from '@stepup/contract'
import { Award, CalendarDays, Footprints, Hourglass, Users, UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/index.ts'
import { formatCount } from './format.ts'

/** The numbers shown; the count of day rows is for the recount notices, not a card. */
type SummaryKey = Exclude<keyof AdminSummary, 'days'>

/**
 * The global numbers at the top of the admin panel; a number with somewhere to act on it (the
 * proofs to judge) links there.
 */
export function SummaryCards({
  summary,
  links = {},
}: {
  summary: AdminSummary
  links?: Partial<Record<SummaryKey, string>>
}) {
  const { t } = useTranslation('admin')
  const items: { key: SummaryKey; icon: ReactNode }[] = [
    { key: 'steps', icon: <Footprints className="size-5" aria-hidden="true" /> },
    { key: 'stepsToday', icon: <CalendarDays className="size-5" aria-hidden="true" /> },
    { key: 'bonus', icon: <Award className="size-5" aria-hidden="true" /> },
    { key: 'users', icon: <Users className="size-5" aria-hidden="true" /> },
    { key: 'teams', icon: <UsersRound className="size-5" aria-hidden="true" /> },
    { key: 'pendingCompletions', icon: <Hourglass className="size-5" aria-hidden="true" /> },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {items.map(({ key, icon }) => (
        // A <dl> group holds only its <dt> and <dd>, so the icon sits inside the term.
        <Card key={key} className="relative min-w-0 p-4 sm:ps-16">
          <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            <span className="bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-400 absolute start-4 top-4 hidden rounded-xl p-2 sm:inline-flex">
              {icon}
            </span>
            {t(`summary.${key}`)}
          </dt>
          <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl" data-testid={`summary-${key}`}>
            {links[key] ? (
              <Link
                to={links[key]}
                aria-label={`${t(`summary.${key}`)} ${formatCount(summary[key])}`}
                className="text-brand-700 hover:underline focus-visible:ring-brand-500 dark:text-brand-300 rounded focus-visible:ring-2 focus-visible:outline-none"
              >
                {formatCount(summary[key])}
              </Link>
            ) : (
              formatCount(summary[key])
            )}
          </dd>
        </Card>
      ))}
    </dl>
  )
}
