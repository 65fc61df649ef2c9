import type { HistoryDay } from '@stepup/contract'
import { Footprints } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, Skeleton } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { useMyGoal } from '../api/my-goal.ts'
import { GoalEditor } from './goal-editor.tsx'
import { GoalRing } from './goal-ring.tsx'

/**
 * Today against the member's own goal: the ring, the steps still to go, the goal's origin (their
 * own, or the community's usual one with a suggestion fitted to them), and the way to change it.
 * `children` come under it (Home says there when steps last arrived); `testId` names the card and,
 * with `-steps`, today's count.
 */
export function GoalCard({
  history,
  today,
  testId,
  children,
}: {
  history: HistoryDay[]
  today: string
  testId: string
  children?: ReactNode
}) {
  const { t } = useTranslation('goals')
  const goal = useMyGoal()
  const [editing, setEditing] = useState(false)
  const steps = history.find((day) => day.date === today)?.steps ?? 0

  return (
    <Card className="p-5 sm:p-6" data-testid={testId}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">{t('card.title')}</h2>
        <Footprints className="size-5 text-brand-500" aria-hidden="true" />
      </div>
      {goal.isPending ? (
        <Skeleton className="mt-4 h-32" />
      ) : goal.isError ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-400">{t('card.loadError')}</p>
      ) : editing ? (
        <div className="mt-4">
          <GoalEditor goal={goal.data} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-5">
          <GoalRing steps={steps} goal={goal.data.goal} />
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="text-base">
              <span className="text-2xl font-extrabold tracking-tight tabular-nums" data-testid={`${testId}-steps`}>
                {formatCount(steps)}
              </span>{' '}
              {t('card.ofGoal', { goal: formatCount(goal.data.goal) })}
            </p>
            <p className="text-zinc-600 dark:text-zinc-400">
              {steps >= goal.data.goal
                ? t('card.reached')
                : t('card.toGo', { steps: formatCount(goal.data.goal - steps) })}
            </p>
            <p className="text-zinc-600 dark:text-zinc-400">
              {goal.data.own
                ? t('card.own')
                : goal.data.suggested !== null && goal.data.suggested !== goal.data.goal
                  ? t('card.usualWithSuggestion', { goal: formatCount(goal.data.suggested) })
                  : t('card.usual')}
            </p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => setEditing(true)}>
              {t('card.change')}
            </Button>
          </div>
        </div>
      )}
      {children}
    </Card>
  )
}
