import { Lock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorMessage, LoadingBlock, Section, ShowAllToggle } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { formatCount } from '../../../lib/format.ts'
import { useMemberAchievements } from '../api/get-member-achievements.ts'
import { AchievementBadge } from './achievement-badge.tsx'

/** Badges shown before the reader asks for the rest. */
const FIRST_BADGES = 6

/**
 * Another member's level and earned badges on their profile, as they let others see them, each
 * with its card to share or save; when they keep them to their friends or themself, a line says
 * so instead.
 */
export function MemberAchievements({
  userId,
  memberName,
  className,
}: {
  userId: number
  /** Named in the share button's label and the text shared with each card. */
  memberName: string
  className?: string
}) {
  const { t } = useTranslation('achievements')
  const achievements = useMemberAchievements(userId)
  const [showAll, setShowAll] = useState(false)

  const body = () => {
    if (achievements.isPending) return <LoadingBlock />
    if (achievements.isError) {
      const hidden = achievements.error instanceof ApiError && achievements.error.status === 403
      return hidden ? (
        <p
          className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400"
          data-testid="achievements-hidden"
        >
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {achievements.error.message}
        </p>
      ) : (
        <ErrorMessage message={t('member.loadError')} />
      )
    }
    const { earned } = achievements.data
    if (earned.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('member.none')}</p>
    return (
      <>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t('earned')}>
          {(showAll ? earned : earned.slice(0, FIRST_BADGES)).map((achievement) => (
            <AchievementBadge
              key={achievement.key}
              achievement={achievement}
              shareable
              owner={{ id: userId, name: memberName }}
            />
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
    )
  }

  return (
    <Section
      title={t('title')}
      className={className}
      actions={
        achievements.data && (
          <p
            className="text-sm font-semibold text-brand-700 dark:text-brand-300"
            data-testid="member-achievement-level"
          >
            {t('level', { level: formatCount(achievements.data.level), points: formatCount(achievements.data.points) })}
          </p>
        )
      }
    >
      {body()}
    </Section>
  )
}
