import type { BoardEntry } from '@stepup/contract'
import clsx from 'clsx'
import { Crosshair, ListOrdered, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Avatar,
  Button,
  ButtonLink,
  Card,
  ErrorMessage,
  Page,
  PageHeader,
  ShowAllToggle,
  Table,
  type Column,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { WIDER_THAN_PHONE, useMediaQuery } from '../../../lib/use-media-query.ts'
import { AROUND_COUNT, TOP_COUNT, useAroundBoard, useFullBoard, useTopBoard } from '../api/get-board.ts'
import { useStanding } from '../api/get-standing.ts'
import { formatCount, formatMoney } from '../components/format.ts'
import { BoardList } from '../components/board-list.tsx'
import { BoardSkeleton } from '../components/board-skeleton.tsx'
import { PeriodTabs, usePeriodParam } from '../components/period-tabs.tsx'

type BoardView = 'top' | 'around'

/**
 * /allScores: the period's totals and the ranked members, top 10 until Show More; or, one control
 * away, the viewer's own row with the members just above and below. A member who is not in the top
 * 10 sees the rows around them first, so a newcomer does not open on a list of strangers far ahead.
 */
export function AllScoresPage() {
  const { t } = useTranslation('scores')
  const { user } = useAuth()
  const [period, changePeriod] = usePeriodParam()
  const [expanded, setExpanded] = useState(false)
  // What the reader picked; until they pick, it follows where they are on the board.
  const [chosenView, setChosenView] = useState<BoardView | null>(null)
  const widerThanPhone = useMediaQuery(WIDER_THAN_PHONE)
  const top = useTopBoard(period)
  const full = useFullBoard(period, expanded)

  const inTop = top.data?.users.some((row) => row.user.id === user?.id) ?? false
  const view: BoardView = chosenView ?? (user && top.isSuccess && !inTop ? 'around' : 'top')
  const around = useAroundBoard(period, view === 'around' && Boolean(user))
  const aroundRows = around.data?.users ?? []

  const rows =
    view === 'around'
      ? aroundRows
      : expanded && full.data
        ? full.data.pages.flatMap((page) => page.users)
        : (top.data?.users ?? [])
  const memberCount = top.data?.total ?? 0
  // Below the rows shown, the viewer still sees where they stand.
  const viewerShown = rows.some((row) => row.user.id === user?.id)
  const standing = useStanding(period, top.isSuccess && view === 'top' && !viewerShown)
  const totals = top.data?.totals

  const columns: Column<BoardEntry>[] = [
    {
      key: 'rank',
      header: t('columns.rank'),
      className: 'w-16 font-semibold tabular-nums',
      cell: (row) => `#${row.rank}`,
    },
    {
      key: 'user',
      header: t('columns.user'),
      cell: (row) => (
        <span className="inline-flex min-w-0 items-center gap-2">
          <Avatar name={row.user.username} src={row.user.avatarUrl} size="sm" />
          <span dir="auto" className="truncate">
            {row.user.username}
          </span>
          {row.user.id === user?.id && <span className="text-brand-600 dark:text-brand-400 text-xs">({t('you')})</span>}
        </span>
      ),
    },
    { key: 'steps', header: t('columns.steps'), align: 'right', cell: (row) => formatCount(row.steps) },
    { key: 'bonus', header: t('columns.bonus'), align: 'right', cell: (row) => formatCount(row.bonus) },
    {
      key: 'total',
      header: t('columns.total'),
      align: 'right',
      className: 'font-semibold tabular-nums',
      cell: (row) => formatCount(row.total),
    },
  ]

  return (
    <Page>
      <PageHeader
        title={t('all.title')}
        description={t('all.description')}
        actions={
          <ButtonLink
            to={period === 'all' ? '/TeamsScores' : `/TeamsScores?period=${period}`}
            variant="secondary"
            icon={<Users className="size-4" aria-hidden="true" />}
          >
            {t('all.teamScores')}
          </ButtonLink>
        }
      />
      <div className="mb-6">
        <PeriodTabs
          value={period}
          onChange={(next) => {
            changePeriod(next)
            setExpanded(false)
          }}
        />
      </div>

      {top.isPending ? (
        <BoardSkeleton rows={TOP_COUNT} />
      ) : top.isError ? (
        <ErrorMessage message={t('loadError')} />
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="totals-heading">
            <h2 id="totals-heading" className="mb-3 text-lg font-semibold">
              {t('totals.title')}
            </h2>
            <Card>
              <dl className="grid grid-cols-2 divide-zinc-200 sm:grid-cols-4 sm:divide-x dark:divide-zinc-800">
                {[
                  ['totals.steps', formatCount(top.data.totals.steps)],
                  ['totals.bonus', formatCount(top.data.totals.bonus)],
                  ['totals.overall', formatCount(top.data.totals.overall)],
                  ['totals.money', formatMoney(top.data.totals.moneyEquivalent, top.data.totals.currency)],
                ].map(([label, value]) => (
                  <div key={label} className="px-5 py-4">
                    <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
                      {t(label!)}
                    </dt>
                    <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl" data-testid={label}>
                      {value}
                    </dd>
                    {label === 'totals.money' && totals && (
                      <dd className="mt-1 text-xs text-zinc-500 dark:text-zinc-400" data-testid="totals.moneyHint">
                        {t('totals.moneyHint', { rate: formatMoney(totals.moneyPer100Steps, totals.currency) })}
                      </dd>
                    )}
                  </div>
                ))}
              </dl>
            </Card>
          </section>

          <section aria-labelledby="ranking-heading" className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="ranking-heading" className="text-lg font-semibold">
                {t('all.ranking')}
              </h2>
              {user && (
                <div
                  role="group"
                  aria-label={t('all.view')}
                  className="inline-flex max-w-full rounded-xl border border-zinc-200 bg-white p-1 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
                >
                  {(
                    [
                      ['top', t('all.viewTop', { count: TOP_COUNT }), ListOrdered],
                      ['around', t('all.viewAround'), Crosshair],
                    ] as const
                  ).map(([key, label, Icon]) => (
                    <button
                      key={key}
                      type="button"
                      aria-pressed={view === key}
                      onClick={() => {
                        setChosenView(key)
                        setExpanded(false)
                      }}
                      className={clsx(
                        'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-start text-sm leading-tight font-medium transition-colors sm:px-3 sm:whitespace-nowrap',
                        view === key
                          ? 'bg-brand-600 text-white shadow-sm'
                          : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                      )}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {label}
                    </button>
                  ))}
                </div>
              )}
            </div>
            <p className="text-sm text-zinc-500 dark:text-zinc-400" data-testid="board-showing">
              {view === 'around' && aroundRows.length > 0
                ? t('all.showingAround', {
                    first: formatCount(aroundRows[0]!.rank),
                    last: formatCount(aroundRows.at(-1)!.rank),
                    total: formatCount(memberCount),
                  })
                : t('all.showing', { shown: rows.length, total: memberCount })}
            </p>
            {/* Only the layout on screen is rendered: the board can be hundreds of rows. */}
            {view === 'around' && around.isPending ? (
              <BoardSkeleton rows={AROUND_COUNT} />
            ) : view === 'around' && around.isError ? (
              <ErrorMessage message={t('loadError')} />
            ) : widerThanPhone ? (
              <Table
                caption={t('all.ranking')}
                columns={columns}
                rows={rows}
                rowKey={(row) => row.user.id}
                highlight={(row) => row.user.id === user?.id}
                empty={<p className="text-sm text-zinc-500">{t('all.empty')}</p>}
              />
            ) : (
              <BoardList rows={rows} viewerId={user?.id} />
            )}
            {view === 'top' && !viewerShown && standing.data && (
              <p
                className="rounded-xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm dark:border-brand-900 dark:bg-brand-950/40"
                data-testid="own-standing"
              >
                {t('all.yourStanding', {
                  rank: standing.data.rank,
                  total: formatCount(standing.data.total),
                  members: formatCount(memberCount),
                })}
              </p>
            )}
            {full.isError && <ErrorMessage message={t('loadError')} />}
            {view === 'top' && (
              <div className="flex flex-wrap justify-center gap-3">
                {expanded && full.hasNextPage && (
                  <Button
                    variant="secondary"
                    loading={full.isFetchingNextPage}
                    onClick={() => void full.fetchNextPage()}
                  >
                    {t('all.loadMore')}
                  </Button>
                )}
                <ShowAllToggle
                  showAll={expanded}
                  onToggle={() => setExpanded((value) => !value)}
                  total={memberCount}
                  recent={TOP_COUNT}
                  loading={expanded && full.isPending}
                  labels={{ showAll: t('all.showMore'), showRecent: t('all.showTop') }}
                />
              </div>
            )}
          </section>
        </div>
      )}
    </Page>
  )
}
