import { useTranslation } from 'react-i18next'
import { formatCount } from '../../../lib/format.ts'

const SIZE = 120
const STROKE = 12
const RADIUS = (SIZE - STROKE) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/**
 * Today's steps against the member's goal as a ring that closes at the goal; past it, a second
 * lap in a deeper colour shows how far beyond. The share is said in words for screen readers.
 */
export function GoalRing({ steps, goal, size = SIZE }: { steps: number; goal: number; size?: number }) {
  const { t } = useTranslation('goals')
  const share = goal > 0 ? steps / goal : 0
  const firstLap = Math.min(1, share)
  const beyond = Math.min(1, Math.max(0, share - 1))
  const percent = Math.round(share * 100)
  return (
    <div
      role="img"
      aria-label={t('ring.label', { steps: formatCount(steps), goal: formatCount(goal), percent })}
      className="relative inline-grid shrink-0 place-items-center"
      style={{ width: size, height: size }}
      data-testid="goal-ring"
    >
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="absolute inset-0 size-full -rotate-90 rtl:scale-y-[-1]"
        aria-hidden="true"
      >
        <Arc share={1} className="stroke-zinc-100 dark:stroke-zinc-800" />
        <Arc
          share={firstLap}
          className="stroke-brand-500 motion-safe:transition-[stroke-dasharray] motion-safe:duration-700"
        />
        {beyond > 0 && <Arc share={beyond} className="stroke-brand-700 dark:stroke-brand-300" />}
      </svg>
      <span className="relative text-center leading-tight" aria-hidden="true">
        <span className="block text-xl font-extrabold tabular-nums">{percent}%</span>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">{t('ring.ofGoal')}</span>
      </span>
    </div>
  )
}

/** A share of the ring, drawn clockwise from the top (the svg is turned a quarter back). */
function Arc({ share, className }: { share: number; className: string }) {
  return (
    <circle
      cx={SIZE / 2}
      cy={SIZE / 2}
      r={RADIUS}
      fill="none"
      strokeWidth={STROKE}
      strokeLinecap={share < 1 ? 'round' : undefined}
      strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
      className={className}
    />
  )
}
