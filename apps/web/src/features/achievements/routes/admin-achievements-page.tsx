import type { CustomAchievement } from '@stepup/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BackButton,
  ErrorMessage,
  Loaded,
  LoadingBlock,
  Page,
  PageHeader,
  Section,
} from '../../../components/ui/index.ts'
import { isLanguage } from '../../../lib/i18n.ts'
import { useCompetitions } from '../../competitions/index.ts'
import { useCustomAchievements } from '../api/get-custom-achievements.ts'
import { CustomAchievementForm } from '../components/custom-achievement-form.tsx'
import { CustomAchievementList } from '../components/custom-achievement-list.tsx'

/**
 * /admin/achievements: the achievements admins define by rule. A new one (or the one being
 * edited) in the form, with its badge's preview; below, every one with its rule, how many members
 * hold it, and its edit and archive buttons.
 */
export function AdminAchievementsPage() {
  const { t, i18n } = useTranslation('achievements')
  const achievements = useCustomAchievements()
  const competitions = useCompetitions()
  const [editing, setEditing] = useState<CustomAchievement | undefined>()
  const reader = isLanguage(i18n.language) ? i18n.language : 'en'

  const edit = (achievement: CustomAchievement) => {
    setEditing(achievement)
    document.getElementById('custom-achievement-form')?.scrollIntoView({ block: 'start' })
  }

  return (
    <Page>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={<BackButton to="/admin">{t('admin.back')}</BackButton>}
      />
      <div className="space-y-6">
        <div id="custom-achievement-form" className="scroll-mt-4">
          <Section title={editing ? t('admin.editTitle', { name: editing.names[reader] }) : t('admin.newTitle')}>
            {competitions.isPending ? (
              <LoadingBlock />
            ) : competitions.isError ? (
              <ErrorMessage message={t('admin.loadError')} />
            ) : (
              <CustomAchievementForm
                key={editing?.id ?? 'new'}
                competitions={competitions.data.filter((competition) => competition.contest === null)}
                editing={editing}
                onDone={editing ? () => setEditing(undefined) : undefined}
              />
            )}
          </Section>
        </div>

        <section aria-labelledby="custom-achievements-heading" className="space-y-3">
          <h2 id="custom-achievements-heading" className="text-lg font-semibold">
            {t('admin.listTitle')}
          </h2>
          <Loaded query={achievements} error={t('admin.loadError')}>
            {(data) => <CustomAchievementList achievements={data} onEdit={edit} />}
          </Loaded>
        </section>
      </div>
    </Page>
  )
}
