import type { AchievementKind, AchievementNames, CustomAchievementIcon, EarnedAchievement } from '@stepup/contract'
import {
  CalendarCheck,
  CalendarRange,
  Crown,
  FileUp,
  Flame,
  Footprints,
  Heart,
  Medal,
  Mountain,
  Rocket,
  Share2,
  Smartphone,
  Star,
  Sun,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { createElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, useToast } from '../../../components/ui/index.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { isLanguage } from '../../../lib/i18n.ts'
import { useShareAchievementCard } from '../api/share-card.ts'

export const achievementIcons: Record<AchievementKind, LucideIcon> = {
  'first-steps': Footprints,
  lifetime: Mountain,
  'best-day': Zap,
  'best-week': CalendarRange,
  streak: Flame,
  'goal-days': Target,
  'active-days': CalendarCheck,
  'perfect-month': Crown,
  'record-beaten': TrendingUp,
  'first-import': FileUp,
  'first-connection': Smartphone,
  'improved-month': Rocket,
  'team-steps': Users,
  podium: Medal,
  'competition-win': Trophy,
  custom: Star,
}

/** The icons an admin picks their own achievement's from, by the contract's names. */
export const customAchievementIcons: Record<CustomAchievementIcon, LucideIcon> = {
  footprints: Footprints,
  mountain: Mountain,
  zap: Zap,
  flame: Flame,
  target: Target,
  'calendar-check': CalendarCheck,
  crown: Crown,
  medal: Medal,
  trophy: Trophy,
  star: Star,
  heart: Heart,
  sun: Sun,
}

/** An achievement's icon, drawn beside its name: an admin's own picked one, else its kind's. */
export function AchievementIcon({
  achievement: { kind, icon },
  className,
}: {
  achievement: { kind: AchievementKind; icon?: CustomAchievementIcon }
  className?: string
}) {
  return createElement(icon ? customAchievementIcons[icon] : achievementIcons[kind], {
    className,
    'aria-hidden': true,
  })
}

/**
 * An achievement's name in the reader's language: an admin's own as they wrote it, a built-in one
 * with its amount written the reader's way.
 */
export function useAchievementName() {
  const { t, i18n } = useTranslation('achievements')
  return ({ kind, threshold, name }: { kind: AchievementKind; threshold: number; name?: AchievementNames }) =>
    name
      ? (name[isLanguage(i18n.language) ? i18n.language : 'en'] ?? name.en)
      : t(`names.${kind}`, { count: threshold, amount: formatCount(threshold) })
}

/** Whose badge a shared card shows, when it is not the reader's own. */
export interface BadgeOwner {
  id: number
  name: string
}

/**
 * An earned achievement: its icon, name and the day that earned it; shareable, with its card,
 * the reader's own or, with `owner`, another member's.
 */
export function AchievementBadge({
  achievement,
  shareable = false,
  owner,
}: {
  achievement: EarnedAchievement
  shareable?: boolean
  owner?: BadgeOwner
}) {
  const { i18n } = useTranslation()
  const name = useAchievementName()
  return (
    <li className="flex items-center gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-300">
        <AchievementIcon achievement={achievement} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{name(achievement)}</p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          <time dateTime={achievement.earnedOn}>{formatDay(achievement.earnedOn, i18n.language)}</time>
        </p>
      </div>
      {shareable && (
        <ShareCardButton achievementKey={achievement.key} name={name(achievement)} owner={owner} iconOnly />
      )}
    </li>
  )
}

/**
 * Shares the card of the achievement, the member's own or with `owner` another member's, through
 * the device's share sheet, or saves it where the browser cannot share files; says so in the
 * app's toast.
 */
export function ShareCardButton({
  achievementKey,
  name,
  owner,
  iconOnly = false,
}: {
  achievementKey: string
  name: string
  owner?: BadgeOwner
  iconOnly?: boolean
}) {
  const { t, i18n } = useTranslation('achievements')
  const toast = useToast()
  const share = useShareAchievementCard()
  const label = owner ? t('share.memberLabel', { name, member: owner.name }) : t('share.label', { name })
  const onShare = () =>
    share.mutate(
      {
        key: achievementKey,
        name,
        language: isLanguage(i18n.language) ? i18n.language : 'en',
        ...(owner && { userId: owner.id, text: t('share.memberText', { name, member: owner.name }) }),
      },
      {
        onSuccess: (outcome) => {
          if (outcome === 'downloaded') toast(t('share.downloaded'))
        },
        onError: (error) => toast(t('share.failed', { message: error.message })),
      },
    )
  return (
    <Button
      variant={iconOnly ? 'ghost' : 'secondary'}
      size="sm"
      loading={share.isPending}
      onClick={onShare}
      icon={<Share2 className="size-4" aria-hidden="true" />}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      className={iconOnly ? 'shrink-0' : undefined}
    >
      {iconOnly ? null : t('share.action')}
    </Button>
  )
}
