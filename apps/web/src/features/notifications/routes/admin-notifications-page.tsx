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
import { useCompetitions } from '../../competitions/index.ts'
import { useAllTeams } from '../../teams/index.ts'
import { useAdminAnnouncements } from '../api/get-admin-announcements.ts'
import { useNotificationPolicy } from '../api/get-notification-policy.ts'
import { AnnouncementForm } from '../components/announcement-form.tsx'
import { AnnouncementList } from '../components/announcement-list.tsx'
import { PolicyForm } from '../components/policy-form.tsx'

/**
 * /admin/notifications: the community's notification policy (default switches, the reminder's
 * delay, the weekly summary's day and hour), a new announcement, and the announcements so far.
 */
export function AdminNotificationsPage() {
  const { t } = useTranslation('notifications')
  const policy = useNotificationPolicy()
  const announcements = useAdminAnnouncements()
  const competitions = useCompetitions()
  const teams = useAllTeams()

  return (
    <Page>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={<BackButton to="/admin">{t('admin.back')}</BackButton>}
      />
      <div className="space-y-6">
        <Section title={t('admin.policy.title')} description={t('admin.policy.description')}>
          <Loaded query={policy} error={t('admin.loadError')}>
            {(data) => <PolicyForm policy={data} />}
          </Loaded>
        </Section>

        <Section title={t('admin.announce.title')} description={t('admin.announce.description')}>
          {competitions.isPending || teams.isPending ? (
            <LoadingBlock />
          ) : competitions.isError || teams.isError ? (
            <ErrorMessage message={t('admin.loadError')} />
          ) : (
            <AnnouncementForm options={{ competitions: competitions.data, teams: teams.data }} />
          )}
        </Section>

        <section aria-labelledby="announcements-heading" className="space-y-3">
          <h2 id="announcements-heading" className="text-lg font-semibold">
            {t('admin.list.title')}
          </h2>
          <Loaded query={announcements} error={t('admin.loadError')}>
            {(data) => <AnnouncementList announcements={data} />}
          </Loaded>
        </section>
      </div>
    </Page>
  )
}
