import type { InvitationPreview, JoinRules } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { formatDateTime } from '../../../lib/format.ts'

/** The domains as the reader's language lists them: "a.com, b.com and c.com". */
function listDomains(domains: string[], language: string) {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(domains)
}

/**
 * Who may sign up, said under the sign-up form: nothing when anyone may, the domains when only
 * their addresses may, and that an invitation is needed when only invited people may. `prominent`
 * makes it the warning above the form, for a reader who came without an invitation. Joining only
 * through the provider is said by the page itself, beside the provider's button.
 */
export function JoinRulesNote({ rules, prominent = false }: { rules: JoinRules; prominent?: boolean }) {
  const { t, i18n } = useTranslation('joining')
  if (rules.policy === 'open' || rules.policy === 'sso') return null
  if (rules.policy === 'invite' && prominent)
    return (
      <Alert tone="warning" title={t('signup.inviteOnly')}>
        {t('signup.inviteOnlyNext')}
      </Alert>
    )
  return (
    <p className="text-center text-sm text-zinc-600 dark:text-zinc-400" data-testid="join-rules">
      {rules.policy === 'domains'
        ? t('signup.domains', { domains: listDomains(rules.domains, i18n.language) })
        : t('signup.inviteOnly')}
    </p>
  )
}

/** The invitation the reader came with: until when it admits them, and with which address. */
export function InvitationNotice({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('joining')
  return (
    <Alert tone="success" title={t('signup.invited', { date: formatDateTime(invitation.expiresAt) })}>
      {invitation.email ? (
        <>
          {t('signup.invitedEmail')} <bdi dir="ltr">{invitation.email}</bdi>
        </>
      ) : (
        t('signup.invitedLink')
      )}
    </Alert>
  )
}

/**
 * Why the invitation link cannot be used: the server's words for one it does not know (unknown,
 * used, expired or revoked), else the app's own; a failure to ask says what failed.
 */
export function InvitationProblem({ error }: { error: Error }) {
  const { t } = useTranslation('joining')
  const refused = error instanceof ApiError && error.status < 500
  const message =
    refused && error.key === 'invitationInvalid'
      ? error.message
      : refused
        ? t('errors:invitationInvalid')
        : error.message
  return (
    <Alert tone="error" title={t('signup.invitationProblem')}>
      {message}
    </Alert>
  )
}
