import { Bell, ListOrdered, ScrollText, ShieldQuestion, UserCog, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  Badge,
  ButtonLink,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  Section,
  Loaded,
} from '../../../components/ui/index.ts'
import { useFairPlay } from '../../fair-play/index.ts'
import { useScoreConfig } from '../../scores/index.ts'
import { useTeamConfig } from '../../teams/index.ts'
import { usePendingReviews } from '../api/get-pending-reviews.ts'
import { useAdminSummary } from '../api/get-summary.ts'
import { FairPlayForm } from '../components/fair-play-form.tsx'
import { ReportsCard } from '../components/reports-card.tsx'
import { SettingsForm } from '../components/settings-form.tsx'
import { StepsImport } from '../components/steps-import.tsx'
import { SummaryCards } from '../components/summary-cards.tsx'
import { formatCount } from '../components/format.ts'

/**
 * /admin: global step summary, settings, CSV import, the fair-play rules, and links to the members
 * (their accounts and days), the review queue (with how many days wait), the all-scores and all-teams
 * lists, the audit trail and the notifications (the community's defaults and announcements).
 */
export function AdminPage() {
  const { t } = useTranslation('admin')
  const summary = useAdminSummary()
  const scores = useScoreConfig()
  const teams = useTeamConfig()
  const fairPlay = useFairPlay()
  const pendingReviews = usePendingReviews()

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <ButtonLink
              to="/admin/members"
              variant="secondary"
              icon={<UserCog className="size-4" aria-hidden="true" />}
            >
              {t('links.members')}
            </ButtonLink>
            <ButtonLink
              to="/admin/review"
              variant="secondary"
              icon={<ShieldQuestion className="size-4" aria-hidden="true" />}
            >
              {t('links.review')}
              {pendingReviews.data !== undefined && (
                <Badge tone={pendingReviews.data > 0 ? 'warning' : 'neutral'}>
                  <span className="sr-only">{t('links.pending', { count: pendingReviews.data })}</span>
                  <span aria-hidden="true">{formatCount(pendingReviews.data)}</span>
                </Badge>
              )}
            </ButtonLink>
            <ButtonLink
              to="/allScores"
              variant="secondary"
              icon={<ListOrdered className="size-4" aria-hidden="true" />}
            >
              {t('links.allScores')}
            </ButtonLink>
            <ButtonLink to="/allTeams" variant="secondary" icon={<UsersRound className="size-4" aria-hidden="true" />}>
              {t('links.allTeams')}
            </ButtonLink>
            <ButtonLink
              to="/admin/audit"
              variant="secondary"
              icon={<ScrollText className="size-4" aria-hidden="true" />}
            >
              {t('links.audit')}
            </ButtonLink>
            <ButtonLink
              to="/admin/notifications"
              variant="secondary"
              icon={<Bell className="size-4" aria-hidden="true" />}
            >
              {t('links.notifications')}
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-6">
        <section aria-labelledby="summary-heading" className="space-y-3">
          <h2 id="summary-heading" className="text-lg font-semibold">
            {t('summary.title')}
          </h2>
          <Loaded query={summary} error={t('loadError')}>
            {(data) => <SummaryCards summary={data} />}
          </Loaded>
        </section>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Section title={t('settings.title')} description={t('settings.description')}>
            {scores.isPending || teams.isPending ? (
              <LoadingBlock />
            ) : scores.isError || teams.isError ? (
              <ErrorMessage message={t('loadError')} />
            ) : (
              <SettingsForm scores={scores.data} teams={teams.data} />
            )}
          </Section>
          <Section title={t('import.title')}>
            <StepsImport />
          </Section>
        </div>

        <Section title={t('fairPlay.title')} description={t('fairPlay.description')}>
          <Loaded query={fairPlay} error={t('loadError')}>
            {(data) => <FairPlayForm config={data} />}
          </Loaded>
        </Section>

        <Section title={t('reports.title')}>
          <ReportsCard />
        </Section>
      </div>
    </Page>
  )
}
