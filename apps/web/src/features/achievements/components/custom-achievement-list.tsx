import type { CustomAchievement } from '@stepup/contract'
import { Archive, ArchiveRestore, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, useToast } from '../../../components/ui/index.ts'
import { useArchiveCustomAchievement } from '../api/archive-custom-achievement.ts'
import { customAchievementIcons, useAchievementName } from './achievement-badge.tsx'
import { useRuleSummary } from './rule-summary.ts'

/** The admins' achievements: each badge, its rule, how many hold it, and its edit and archive buttons. */
export function CustomAchievementList({
  achievements,
  onEdit,
}: {
  achievements: readonly CustomAchievement[]
  onEdit: (achievement: CustomAchievement) => void
}) {
  const { t } = useTranslation('achievements')
  const name = useAchievementName()
  const summary = useRuleSummary()
  const archive = useArchiveCustomAchievement()
  const toast = useToast()
  if (achievements.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('admin.empty')}</p>
  return (
    <ul className="space-y-2">
      {achievements.map((achievement) => {
        const Icon = customAchievementIcons[achievement.icon]
        const named = name({ kind: 'custom', threshold: achievement.amount, name: achievement.names })
        const archived = achievement.archivedAt !== null
        return (
          <li
            key={achievement.id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                <span className="break-words">{named}</span>
                {archived && <Badge tone="neutral">{t('admin.archived')}</Badge>}
              </p>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {summary({ ...achievement, competition: achievement.competition?.name ?? null })} ·{' '}
                {t('admin.pointsValue', { points: achievement.points })} ·{' '}
                {t('admin.earnedBy', { count: achievement.earnedBy })}
              </p>
              {archived && <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('admin.archivedHint')}</p>}
            </div>
            <div className="flex shrink-0 gap-1">
              <Button
                variant="ghost"
                size="sm"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                aria-label={t('admin.editLabel', { name: named })}
                onClick={() => onEdit(achievement)}
              >
                {t('admin.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                loading={archive.isPending && archive.variables?.id === achievement.id}
                icon={
                  archived ? (
                    <ArchiveRestore className="size-4" aria-hidden="true" />
                  ) : (
                    <Archive className="size-4" aria-hidden="true" />
                  )
                }
                aria-label={t(archived ? 'admin.unarchiveLabel' : 'admin.archiveLabel', { name: named })}
                onClick={() =>
                  archive.mutate(
                    { id: achievement.id, archived: !archived },
                    { onError: (error) => toast(t('admin.archiveFailed', { message: error.message })) },
                  )
                }
              >
                {archived ? t('admin.unarchive') : t('admin.archive')}
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
