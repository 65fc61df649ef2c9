import type { EarnedAchievement } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { PartyPopper, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ButtonLink } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { formatDay } from '../../../lib/format.ts'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { getMyAchievements, myAchievementsKey } from '../api/get-my-achievements.ts'
import { AchievementIcon, ShareCardButton, useAchievementName } from './achievement-badge.tsx'
import { newlyEarned, readSeen, writeSeen } from './seen-achievements.ts'

/**
 * How often a member's achievements are asked while a page is open: they are awarded a few
 * seconds after the steps that earn them, which may come from a phone at any time. A write in
 * this app that moves steps asks at once (`refreshAfterStepsMoved`).
 */
const POLL_MS = 60_000

interface Celebrated {
  achievement: EarnedAchievement
  /** Earned at the same time besides it. */
  others: number
}

/**
 * A short celebration, on whatever page the member is, when their earned achievements grow
 * beyond what this browser last saw: the newest badge, its name, sharing its card and the way to
 * all of them. A polite status, not a dialog: it takes no focus, stays until closed (Escape or
 * the close button) and moves only where the member's system welcomes motion.
 */
export function AchievementCelebration() {
  const { user } = useAuth()
  const userId = user?.id
  const achievements = useQuery({
    queryKey: myAchievementsKey,
    queryFn: getMyAchievements,
    refetchInterval: POLL_MS,
    enabled: userId !== undefined,
  })
  const [celebrated, setCelebrated] = useState<Celebrated | null>(null)
  const earned = achievements.data?.earned

  useEffect(() => {
    if (userId === undefined || !earned) return
    const { fresh, seen } = newlyEarned(
      readSeen(userId),
      earned.map((achievement) => achievement.key),
    )
    writeSeen(userId, seen)
    const newest = earned.find((achievement) => achievement.key === fresh[0])
    if (!newest) return
    let cancelled = false
    // The words come with the first celebration, so pages that never show one never load them.
    void loadNamespaces(['achievements']).then(() => {
      if (!cancelled) setCelebrated({ achievement: newest, others: fresh.length - 1 })
    })
    return () => {
      cancelled = true
    }
  }, [userId, earned])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-[calc(1rem+var(--tab-bar-space,0px))] z-40 flex justify-center sm:inset-x-auto sm:end-4"
    >
      {celebrated && <CelebrationCard celebrated={celebrated} onClose={() => setCelebrated(null)} />}
    </div>
  )
}

function CelebrationCard({
  celebrated: { achievement, others },
  onClose,
}: {
  celebrated: Celebrated
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('achievements')
  const name = useAchievementName()
  const titleId = useId()
  const location = useLocation()
  const where = useRef(location.key)

  // Leaving the page it appeared on is reading it: it does not follow the member around.
  useEffect(() => {
    if (location.key !== where.current) onClose()
  }, [location.key, onClose])

  return (
    <section
      aria-labelledby={titleId}
      data-testid="achievement-celebration"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
      className="pointer-events-auto relative w-full max-w-sm overflow-hidden rounded-2xl border border-brand-200 bg-white p-4 shadow-xl motion-safe:animate-celebrate-in dark:border-brand-900 dark:bg-zinc-900"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('celebration.close')}
        className="absolute end-2 top-2 rounded-lg p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <div className="flex items-start gap-3 pe-8">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-md motion-safe:animate-badge-pop">
          <AchievementIcon achievement={achievement} className="size-6" />
        </span>
        <div className="min-w-0">
          <h2
            id={titleId}
            className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300"
          >
            <PartyPopper className="size-3.5" aria-hidden="true" />
            {t('celebration.title')}
          </h2>
          <p className="mt-0.5 font-semibold">{name(achievement)}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            <time dateTime={achievement.earnedOn}>{formatDay(achievement.earnedOn, i18n.language)}</time>
            {others > 0 && <> · {t('celebration.andMore', { count: others })}</>}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <ShareCardButton achievementKey={achievement.key} name={name(achievement)} />
        <ButtonLink to="/profile" size="sm" onClick={onClose}>
          {t('celebration.seeAll')}
        </ButtonLink>
      </div>
    </section>
  )
}
