import { useTranslation } from 'react-i18next'
import { Loaded, Page, PageHeader, Section } from '../../../components/ui/index.ts'
import { useInvitations } from '../api/admin-invitations.ts'
import { InvitationList } from '../components/invitation-list.tsx'
import { InviteByEmailForm } from '../components/invite-by-email-form.tsx'
import { InviteLinkForm } from '../components/invite-link-form.tsx'

/**
 * /admin/invitations: invite people by email or by a shareable link, and the invitations so far,
 * each revocable while pending. An invitation admits its holder whatever the join policy (set
 * with the community's settings on /admin).
 */
export function AdminInvitationsPage() {
  const { t } = useTranslation('joining')
  const invitations = useInvitations()
  return (
    <Page>
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <div className="space-y-6">
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
