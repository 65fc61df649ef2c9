import { useTranslation } from 'react-i18next'
import { Loaded, Page, PageHeader, Section } from '../../../components/ui/index.ts'
import { useCommunitySettings } from '../../admin/index.ts'
import { useInvitations } from '../api/admin-invitations.ts'
import { InvitationList } from '../components/invitation-list.tsx'
import { JoinSettingsForm } from '../components/join-settings-form.tsx'
import { InviteByEmailForm } from '../components/invite-by-email-form.tsx'
import { InviteLinkForm } from '../components/invite-link-form.tsx'

/**
 * /admin/invitations: who may join (the community's join policy), inviting people by email or by a
 * shareable link, and the invitations so far, each revocable while pending. An invitation admits
 * its holder whatever the policy.
 */
export function AdminInvitationsPage() {
  const { t } = useTranslation('joining')
  const invitations = useInvitations()
  const community = useCommunitySettings()
  return (
    <Page>
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <div className="space-y-6">
        <Section title={t('policy.title')} description={t('policy.description')}>
          <Loaded query={community} error={t('policy.loadError')}>
            {(settings) => <JoinSettingsForm settings={settings} />}
          </Loaded>
        </Section>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Section title={t('invitations.byEmail.title')} description={t('invitations.byEmail.description')}>
            <InviteByEmailForm />
          </Section>
          <Section title={t('invitations.link.title')} description={t('invitations.link.description')}>
            <InviteLinkForm />
          </Section>
        </div>
        <section aria-labelledby="invitations-heading" className="space-y-3">
          <h2 id="invitations-heading" className="text-lg font-semibold">
            {t('invitations.list.title')}
          </h2>
          <Loaded query={invitations} error={t('invitations.list.loadError')}>
            {(list) => <InvitationList invitations={list} />}
          </Loaded>
        </section>
      </div>
    </Page>
  )
}
