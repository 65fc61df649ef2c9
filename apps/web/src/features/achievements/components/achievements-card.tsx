import type { NextAchievement, TakenBackAchievement } from '@stepup/contract'
import clsx from 'clsx'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorMessage, LoadingBlock, Section, ShowAllToggle } from '../../../components/ui/index.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { useMyAchievements } from '../api/get-my-achievements.ts'
import { AchievementBadge, AchievementIcon, useAchievementName } from './achievement-badge.tsx'

/** Badges shown before the reader asks for the rest. */
const FIRST_BADGES = 8
/** The closest next tiers shown, nearest first. */
const NEXT_SHOWN = 4

/**
 * The member's achievements on their profile: their level and points, the badges earned with the
 * day that earned each (newest first), each with its card to share, the nearest next tiers
 * with how far along they are, and what was taken back lately, with why.
 */
export function AchievementsCard({ className }: { className?: string }) {
  const { t } = useTranslation('achievements')
  const achievements = useMyAchievements()
  const [showAll, setShowAll] = useState(false)

  if (achievements.isPending) return <LoadingBlock />
  if (achievements.isError) return <ErrorMessage message={t('loadError')} />
  const { level, points, levelAt, nextLevelAt, earned, next, takenBack } = achievements.data
  const nearest = [...next]
    .filter((tier) => tier.progress > 0)
    .sort((a, b) => b.progress / b.threshold - a.progress / a.threshold)
    .slice(0, NEXT_SHOWN)

  return (
    <Section
      title={t('title')}
      description={t('description')}
      className={className}
      actions={
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300" data-testid="achievement-level">
          {t('level', { level: formatCount(level), points: formatCount(points) })}
        </p>
      }
    >
      <Progress
        label={t('toNextLevel')}
        value={points - levelAt}
        max={nextLevelAt - levelAt}
        text={t('pointsToNextLevel', { points: formatCount(nextLevelAt - points), level: formatCount(level + 1) })}
      />
      {earned.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">{t('none')}</p>
      ) : (
        <>
          <ul className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('earned')}>
            {(showAll ? earned : earned.slice(0, FIRST_BADGES)).map((achievement) => (
              <AchievementBadge key={achievement.key} achievement={achievement} shareable />
            ))}
          </ul>
          <ShowAllToggle
            showAll={showAll}
            onToggle={() => setShowAll((value) => !value)}
            total={earned.length}
            recent={FIRST_BADGES}
            labels={{ showAll: t('showAll', { count: earned.length }), showRecent: t('showRecent') }}
          />
        </>
      )}
      {nearest.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold">{t('next')}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {nearest.map((tier) => (
              <NextTier key={tier.key} tier={tier} />
            ))}
          </ul>
        </>
      )}
      {takenBack.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold">{t('takenBack')}</h3>
          <ul className="mt-3 space-y-3" aria-label={t('takenBack')}>
            {takenBack.map((achievement) => (
              <TakenBack key={achievement.key} achievement={achievement} />
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}

/** An achievement the days no longer earn: its name, when it was earned and taken back, and why. */
function TakenBack({ achievement }: { achievement: TakenBackAchievement }) {
  const { t, i18n } = useTranslation('achievements')
  const name = useAchievementName()
  return (
    <li className="flex items-start gap-3 text-sm">
      <AchievementIcon achievement={achievement} className="mt-0.5 size-5 shrink-0 text-zinc-400" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-zinc-700 line-through decoration-zinc-400 dark:text-zinc-300">
          {name(achievement)}
        </p>
        <p className="text-zinc-600 dark:text-zinc-400">
          {t('takenBackWhen', {
            earned: formatDay(achievement.earnedOn, i18n.language),
            when: formatDay(achievement.takenBackAt.slice(0, 10), i18n.language),
          })}{' '}
          {t(`takenBackReasons.${achievement.reason}`)}
        </p>
      </div>
    </li>
  )
}

function NextTier({ tier }: { tier: NextAchievement }) {
  const { t } = useTranslation('achievements')
  const name = useAchievementName()
  return (
    <li className="flex items-start gap-3">
      <AchievementIcon achievement={tier} className="mt-0.5 size-5 shrink-0 text-zinc-400" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{name(tier)}</p>
        <Progress
          label={name(tier)}
          value={tier.progress}
          max={tier.threshold}
          text={t('progress', { progress: formatCount(tier.progress), threshold: formatCount(tier.threshold) })}
          small
        />
      </div>
    </li>
  )
}

function Progress({
  label,
  value,
  max,
  text,
  small = false,
}: {
  label: string
  value: number
  max: number
  text: string
  small?: boolean
}) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0
  return (
    <div className={clsx(small ? 'mt-1.5' : 'mt-1')}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={text}
        className={clsx('overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800', small ? 'h-1.5' : 'h-2.5')}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-400 to-brand-600 rtl:bg-gradient-to-l"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-zinc-600 tabular-nums dark:text-zinc-400">{text}</p>
    </div>
  )
}
