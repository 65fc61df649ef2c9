import { ListOrdered, ShieldAlert, UserCog, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  ButtonLink,
  EmptyState,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  Section,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useAdminSummary } from '../api/get-summary.ts'
import { useScoreConfig, useTeamConfig } from '../api/settings.ts'
import { SettingsForm } from '../components/settings-form.tsx'
import { StepsImport } from '../components/steps-import.tsx'
import { SummaryCards } from '../components/summary-cards.tsx'

/**
 * /admin: global step summary, settings, CSV import, and links to the members (their days and
 * accounts), the all-scores and the all-teams lists.
 */
export function AdminPage() {
  const { t } = useTranslation('admin')
  const { isAdmin } = useAuth()
  if (!isAdmin) {
    return (
      <Page>
        <EmptyState
          icon={<ShieldAlert className="size-6" aria-hidden="true" />}
          title={t('adminsOnly')}
          action={<ButtonLink to="/">{t('home')}</ButtonLink>}
        />
      </Page>
    )
  }
  return <AdminPanel />
}

function AdminPanel() {
  const { t } = useTranslation('admin')
  const summary = useAdminSummary()
  const scores = useScoreConfig()
  const teams = useTeamConfig()

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <ButtonLink to="/admin/members" icon={<UserCog className="size-4" aria-hidden="true" />}>
              {t('links.members')}
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
          </>
        }
      />
      <div className="space-y-6">
        <section aria-labelledby="summary-heading" className="space-y-3">
          <h2 id="summary-heading" className="text-lg font-semibold">
            {t('summary.title')}
          </h2>
          {summary.isPending ? (
            <LoadingBlock />
          ) : summary.isError ? (
            <ErrorMessage message={t('loadError')} />
          ) : (
            <SummaryCards summary={summary.data} />
          )}
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
      </div>
    </Page>
  )
}
