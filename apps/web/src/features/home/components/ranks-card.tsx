import type { Period } from '@stepup/contract'
import { Medal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, Skeleton } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { useStanding } from '../../scores/index.ts'

const boards: { period: Period; to: string }[] = [
  { period: 'week', to: '/allScores?period=week' },
  { period: 'all', to: '/allScores' },
]

/** The member's rank on this week's board and on the all-time board, each linking to that board. */
export function RanksCard() {
  const { t } = useTranslation('home')
  return (
    <Card className="p-5 sm:p-6" data-testid="home-ranks">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">{t('ranks.title')}</h2>
        <Medal className="size-5 text-brand-500" aria-hidden="true" />
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-3">
        {boards.map((board) => (
          <BoardRank key={board.period} {...board} />
        ))}
      </ul>
    </Card>
  )
}

function BoardRank({ period, to }: { period: Period; to: string }) {
  const { t } = useTranslation('home')
  const standing = useStanding(period, true)
  return (
    <li>
      <Link
        to={to}
        className="block rounded-xl bg-zinc-50 px-3 py-2.5 hover:bg-brand-50 dark:bg-zinc-800/60 dark:hover:bg-brand-950/40"
      >
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">{t(`ranks.${period}`)}</span>
        {standing.isPending ? (
          <Skeleton className="mt-1 h-7 w-16" />
        ) : standing.isError ? (
          <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t('ranks.loadError')}</span>
        ) : (
          <>
            <span className="block text-2xl font-bold tabular-nums" data-testid={`home-rank-${period}`}>
              {t('ranks.rank', { rank: formatCount(standing.data.rank) })}
            </span>
            <span className="block text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              {t('ranks.points', { points: formatCount(standing.data.total) })}
            </span>
          </>
        )}
      </Link>
    </li>
  )
}
