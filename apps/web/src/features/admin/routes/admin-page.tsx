import { ListOrdered, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  ButtonLink,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  Section,
  Loaded,
} from '../../../components/ui/index.ts'
import { useScoreConfig } from '../../scores/index.ts'
import { useTeamConfig } from '../../teams/index.ts'
import { useAdminSummary } from '../api/get-summary.ts'
import { useAdminTodo } from '../api/get-todo.ts'
import { AdminTodo, proofsHref } from '../components/admin-todo.tsx'
import { useCommunitySettings } from '../api/member-contest-settings.ts'
import { MemberContestSettingsForm } from '../components/member-contest-settings-form.tsx'
import { SettingsForm } from '../components/settings-form.tsx'
import { SummaryCards } from '../components/summary-cards.tsx'

/**
 * /admin: what waits for the admin, the global step summary, the settings, and the links to all
 * scores and all teams. The other sections (members, review, rules, imports, reports, audit,
 * notifications) have pages of their own, reached by the sub-navigation above every admin page.
 */
export function AdminPage() {
  const { t } = useTranslation('admin')
  const summary = useAdminSummary()
  const todo = useAdminTodo()
  const scores = useScoreConfig()
  const teams = useTeamConfig()
  const community = useCommunitySettings()

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
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
        <AdminTodo />

        <section aria-labelledby="summary-heading" className="space-y-3">
          <h2 id="summary-heading" className="text-lg font-semibold">
            {t('summary.title')}
          </h2>
          <Loaded query={summary} error={t('loadError')}>
            {(data) => (
              <SummaryCards
                summary={data}
                links={{ pendingCompletions: todo.data ? proofsHref(todo.data) : '/challenges' }}
              />
            )}
          </Loaded>
        </section>

        <Section title={t('settings.title')} description={t('settings.description')}>
          {scores.isPending || teams.isPending ? (
            <LoadingBlock />
          ) : scores.isError || teams.isError ? (
            <ErrorMessage message={t('loadError')} />
          ) : (
            <SettingsForm scores={scores.data} teams={teams.data} />
          )}
        </Section>

        <Section title={t('memberContests.title')} description={t('memberContests.description')}>
          <Loaded query={community} error={t('loadError')}>
            {(settings) => <MemberContestSettingsForm settings={settings} />}
          </Loaded>
        </Section>
      </div>
    </Page>
  )
}
