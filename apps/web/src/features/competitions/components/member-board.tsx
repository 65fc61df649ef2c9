import type { CompetitionBoardRow, IndividualScoring } from '@stepup/contract'
import clsx from 'clsx'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { WIDER_THAN_PHONE, useMediaQuery } from '../../../lib/use-media-query.ts'
import { sideMeasures } from '../competition-rules.ts'

const mine = 'bg-brand-50/70 dark:bg-brand-950/40'

/**
 * The members' board: rank, member, score and the measures the score is not. The viewer's own
 * row stays in view: highlighted where it is, or under the rows shown when it is further down.
 * Only the layout on screen is rendered, as the board can be hundreds of rows.
 */
export function MemberBoard({
  rows,
  me,
  scoring,
  viewerId,
  caption,
}: {
  rows: CompetitionBoardRow[]
  me: CompetitionBoardRow | null
  scoring: IndividualScoring
  viewerId: number | undefined
  caption: string
}) {
  const { t } = useTranslation('competitions')
  const widerThanPhone = useMediaQuery(WIDER_THAN_PHONE)
  const measures = sideMeasures(scoring)
  const pinned = me && !rows.some((row) => row.user.id === me.user.id) ? me : null

  const name = (row: CompetitionBoardRow) => (
    <span className="inline-flex min-w-0 items-center gap-2">
      <Avatar name={row.user.username} src={row.user.avatarUrl} size="sm" decorative />
      <span dir="auto" className="truncate">
        {row.user.username || t('formerMember')}
      </span>
      {row.user.id === viewerId && (
        <span className="shrink-0 text-xs text-brand-600 dark:text-brand-400">({t('you')})</span>
      )}
    </span>
  )

  if (!widerThanPhone) {
    const item = (row: CompetitionBoardRow) => (
      <li
        key={row.user.id}
        className={clsx('flex items-center gap-3 px-3 py-2.5', row.user.id === viewerId && mine)}
        data-testid={row.user.id === viewerId ? 'my-board-row' : undefined}
      >
        <span className="w-9 shrink-0 text-sm font-semibold text-zinc-500 tabular-nums dark:text-zinc-400">
          #{row.rank}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex min-w-0 text-sm font-medium">{name(row)}</span>
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">
            {measures.map((measure) => `${t(`columns.${measure}`)} ${formatCount(row[measure])}`).join(' · ')}
          </span>
        </span>
        <span className="text-end">
          <span className="block text-sm font-bold tabular-nums">{formatCount(row.score)}</span>
          <span className="block text-[10px] tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            {t(`columns.scoreBy.${scoring}`)}
          </span>
        </span>
      </li>
    )
    return (
      <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        <ol aria-label={caption} className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {rows.map(item)}
        </ol>
        {pinned && (
          <div className="border-t-2 border-dashed border-zinc-300 dark:border-zinc-700">
            <p className="px-3 pt-2 text-xs font-semibold text-zinc-500 dark:text-zinc-400">{t('board.yourPlace')}</p>
            <ul aria-label={t('board.yourPlace')}>{item(pinned)}</ul>
          </div>
        )}
      </div>
    )
  }

  const cell = 'px-4 py-3'
  const row = (entry: CompetitionBoardRow) => (
    <tr
      key={entry.user.id}
      className={clsx(entry.user.id === viewerId && mine)}
      data-testid={entry.user.id === viewerId ? 'my-board-row' : undefined}
    >
      <td className={clsx(cell, 'w-16 font-semibold tabular-nums')}>#{entry.rank}</td>
      <td className={clsx(cell, 'max-w-0 w-full')}>{name(entry)}</td>
      <td className={clsx(cell, 'text-end font-semibold tabular-nums')}>{formatCount(entry.score)}</td>
      {measures.map((measure) => (
        <td key={measure} className={clsx(cell, 'text-end whitespace-nowrap tabular-nums')}>
          {formatCount(entry[measure])}
        </td>
      ))}
    </tr>
  )
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase dark:bg-zinc-800/60 dark:text-zinc-400">
          <tr>
            <th scope="col" className={clsx(cell, 'text-start font-semibold')}>
              {t('columns.rank')}
            </th>
            <th scope="col" className={clsx(cell, 'text-start font-semibold')}>
              {t('columns.member')}
            </th>
            <th scope="col" className={clsx(cell, 'text-end font-semibold whitespace-nowrap')}>
              {t(`columns.scoreBy.${scoring}`)}
            </th>
            {measures.map((measure) => (
              <th key={measure} scope="col" className={clsx(cell, 'text-end font-semibold whitespace-nowrap')}>
                {t(`columns.${measure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">{rows.map(row)}</tbody>
        {pinned && (
          <tbody className="border-t-2 border-dashed border-zinc-300 dark:border-zinc-700">
            <tr>
              <th
                scope="rowgroup"
                colSpan={3 + measures.length}
                className="px-4 pt-2 text-start text-xs font-semibold text-zinc-500 dark:text-zinc-400"
              >
                {t('board.yourPlace')}
              </th>
            </tr>
            {row(pinned)}
          </tbody>
        )}
      </table>
    </div>
  )
}
