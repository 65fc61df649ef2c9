import type { CompetitionPrizes, PrizePlace } from '@stepup/contract'
import clsx from 'clsx'
import { Medal } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, Card } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { MEDAL_COLOURS } from './podium.tsx'

type Prize = CompetitionPrizes['prizes'][number]

/**
 * The competition's extra prizes, a card each: the scoring's name, its unit, and its podium. A
 * podium lists everyone in the first three places, so two tied for third are both on it.
 */
export function PrizePodiums({
  prizes,
  final,
  started,
  viewerId,
}: {
  prizes: Prize[]
  final: boolean
  started: boolean
  viewerId: number | undefined
}) {
  const { t } = useTranslation('competitions')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="prizes">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('prizes.title')}
        </h2>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">
          {final ? t('prizes.finalNote') : t('prizes.liveNote')}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {prizes.map((prize) => (
          <PrizeCard key={prize.scoring} prize={prize} final={final} started={started} viewerId={viewerId} />
        ))}
      </div>
    </section>
  )
}

function PrizeCard({
  prize,
  final,
  started,
  viewerId,
}: {
  prize: Prize
  final: boolean
  started: boolean
  viewerId: number | undefined
}) {
  const { t } = useTranslation('competitions')
  const headingId = useId()
  const empty = !started ? t('prizes.notStarted') : final ? t('prizes.nobodyWon') : t('prizes.nobodyYet')
  return (
    // min-w-0: a long name is cut short inside the card rather than widening the page.
    <Card className="min-w-0" data-testid={`prize-${prize.scoring}`}>
      <div className="border-b border-zinc-200 px-5 py-4 dark:border-zinc-800">
        <h3 id={headingId} className="text-base font-semibold">
          {t(`form.individualOptions.${prize.scoring}`)}
        </h3>
        <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">
          {t('prizes.scoreIn', { unit: t(`columns.scoreBy.${prize.scoring}`) })}
        </p>
      </div>
      {prize.podium.length === 0 ? (
        <p className="px-5 py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">{empty}</p>
      ) : (
        <ol aria-labelledby={headingId} className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {prize.podium.map((place) => (
            <PrizeLine key={place.user.id} place={place} mine={place.user.id === viewerId} />
          ))}
        </ol>
      )}
    </Card>
  )
}

function PrizeLine({ place, mine }: { place: PrizePlace; mine: boolean }) {
  const { t } = useTranslation('competitions')
  const name = place.user.username || t('formerMember')
  return (
    <li className={clsx('flex items-center gap-3 px-5 py-2.5', mine && 'bg-brand-50/70 dark:bg-brand-950/40')}>
      <Medal className={clsx('size-5 shrink-0', MEDAL_COLOURS[place.rank - 1])} aria-hidden="true" />
      <span className="w-8 shrink-0 text-sm font-semibold text-zinc-600 tabular-nums dark:text-zinc-300">
        {t('podium.place', { rank: place.rank })}
      </span>
      <Avatar name={place.user.username} src={place.user.avatarUrl} size="sm" decorative />
      <span className="flex min-w-0 flex-1 items-center gap-1.5 text-sm font-medium">
        {/* In its own direction, a name is cut at its end, not its start. */}
        <span dir="auto" className="truncate" title={name}>
          {name}
        </span>
        {mine && <span className="shrink-0 text-xs text-brand-600 dark:text-brand-400">({t('you')})</span>}
      </span>
      <span className="shrink-0 text-sm font-bold tabular-nums">{formatCount(place.score)}</span>
    </li>
  )
}
