import { Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar, Badge, Card, Skeleton } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { useWeekLeaders, WEEK_LEADERS } from '../../scores/index.ts'

const exampleSteps = [68_420, 61_905, 57_310]

const rowClasses = 'flex items-center gap-3 rounded-xl bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60'

function Row({
  rank,
  name,
  avatarUrl,
  value,
}: {
  rank: number
  name: string
  avatarUrl?: string | null
  value: ReactNode
}) {
  const { t } = useTranslation('landing')
  return (
    <li className={rowClasses}>
      <span className="w-7 text-sm font-bold text-brand-600 dark:text-brand-400">{t('preview.rank', { rank })}</span>
      <Avatar name={name} src={avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{value}</p>
      </div>
    </li>
  )
}

/** A member sees this week's real top three; a guest sees an example, labelled as one. */
export function WeekPreview({ isLoggedIn }: { isLoggedIn: boolean }) {
  return isLoggedIn ? <WeekLeaders /> : <ExampleWeek />
}

function WeekLeaders() {
  const { t } = useTranslation('landing')
  const leaders = useWeekLeaders()
  // Members with nothing yet this week would all tie at the bottom: leave them out.
  const users = (leaders.data?.users ?? []).filter((row) => row.total > 0)
  return (
    <Card className="mx-auto w-full max-w-md p-5 sm:p-6">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold">{t('preview.title')}</h2>
        <Trophy className="size-5 text-brand-500" aria-hidden="true" />
      </div>
      {leaders.isPending ? (
        <ol className="space-y-3" aria-busy="true">
          {Array.from({ length: WEEK_LEADERS }, (_, index) => (
            <li key={index} className={rowClasses}>
              <Skeleton className="h-5 w-full" />
            </li>
          ))}
        </ol>
      ) : leaders.isError ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('preview.loadError')}</p>
      ) : users.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('preview.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="week-leaders">
          {users.map((row) => (
            <Row
              key={row.user.id}
              rank={row.rank}
              name={row.user.username}
              avatarUrl={row.user.avatarUrl}
              value={t('preview.points', { points: formatCount(row.total) })}
            />
          ))}
        </ol>
      )}
      <Link
        to="/allScores"
        className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('preview.fullBoard')}
      </Link>
    </Card>
  )
}

function ExampleWeek() {
  const { t } = useTranslation('landing')
  const names = t('preview.names', { returnObjects: true }) as string[]
  return (
    <Card className="mx-auto w-full max-w-md p-5 sm:p-6" aria-hidden="true">
      <div className="mb-4 flex items-center justify-between">
        <p className="flex items-center gap-2 font-semibold">
          {t('preview.title')}
          <Badge>{t('preview.example')}</Badge>
        </p>
        <Trophy className="size-5 text-brand-500" />
      </div>
      <ol className="space-y-3">
        {names.map((name, index) => (
          <Row
            key={name}
            rank={index + 1}
            name={name}
            value={t('preview.steps', { steps: formatCount(exampleSteps[index]!) })}
          />
        ))}
      </ol>
      <div className="mt-5 h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800">
        <div className="h-full w-3/4 rounded-full bg-gradient-to-r from-brand-400 to-brand-600" />
      </div>
    </Card>
  )
}
