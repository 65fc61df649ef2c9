import clsx from 'clsx'
import { Medal } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/index.ts'

export interface PodiumPlace {
  key: number
  rank: number
  name: string
  score: string
  picture?: ReactNode
  mine?: boolean
}

/** Gold, silver and bronze, by place. */
export const MEDAL_COLOURS = ['text-amber-500', 'text-zinc-400', 'text-orange-700 dark:text-orange-400'] as const

const steps = [
  { height: 'h-24', medal: MEDAL_COLOURS[0] },
  { height: 'h-16', medal: MEDAL_COLOURS[1] },
  { height: 'h-12', medal: MEDAL_COLOURS[2] },
]

/** The first three as a podium: first in the middle, second beside it, third on the other side. */
export function Podium({ title, places, testId }: { title: string; places: PodiumPlace[]; testId: string }) {
  const { t } = useTranslation('competitions')
  const top = places.slice(0, 3)
  // Reading order stays first, second, third for screen readers; the podium is drawn 2-1-3.
  const drawOrder = ['order-2', 'order-1', 'order-3']
  return (
    // min-w-0: a long name is cut short inside its place rather than widening the page.
    <Section title={title} className="min-w-0">
      <ol className="flex items-end justify-center gap-2 sm:gap-4" data-testid={testId}>
        {top.map((place, index) => (
          <li key={place.key} className={clsx('flex w-1/3 max-w-40 min-w-0 flex-col items-center', drawOrder[index])}>
            <Medal className={clsx('mb-1 size-6', steps[index]!.medal)} aria-hidden="true" />
            {place.picture}
            {/* In its own direction, a name is cut at its end, not its start. */}
            <span dir="auto" className="mt-1 w-full truncate text-center text-sm font-semibold" title={place.name}>
              {place.name}
            </span>
            <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{place.score}</span>
            <span
              className={clsx(
                'mt-2 flex w-full items-start justify-center rounded-t-xl pt-2 text-lg font-bold',
                steps[index]!.height,
                place.mine
                  ? 'bg-brand-600 text-white dark:bg-brand-500 dark:text-zinc-950'
                  : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
              )}
            >
              {t('podium.place', { rank: place.rank })}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  )
}
