import { INVITATION_DAYS_MAX, InviteByEmailInputSchema, MAX_INVITATIONS_AT_ONCE } from '@stepup/contract'
import { Send } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, TextField, inputClasses } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { useInviteByEmail } from '../api/admin-invitations.ts'

/** The addresses of a pasted list: split at commas, semicolons, spaces and new lines. */
const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean)

/**
 * Invitations mailed to a list of addresses, each valid for some days. The answer says who was
 * invited and who was left out because they already have an account.
 */
export function InviteByEmailForm() {
  const { t } = useTranslation('joining')
  const [emails, setEmails] = useState('')
  const [days, setDays] = useState('7')
  const [errors, setErrors] = useState<{ emails?: string; days?: string }>({})
  const invite = useInviteByEmail()
  const emailsId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = InviteByEmailInputSchema.safeParse({
      emails: splitAddresses(emails),
      days: days.trim() === '' ? undefined : Number(days),
    })
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'days' ? 'days' : 'emails'
        next[field] ??= translateIssue(issue, t)
      }
      setErrors(next)
      return
    }
    setErrors({})
    invite.mutate(parsed.data, { onSuccess: () => setEmails('') })
  }

  const result = invite.data
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={emailsId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('invitations.byEmail.emails')}
        </label>
        <textarea
          id={emailsId}
          name="emails"
          rows={4}
          dir="ltr"
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          placeholder="ana@example.com, ben@example.com"
          aria-invalid={errors.emails ? true : undefined}
          aria-describedby={`${emailsId}-hint`}
          className={`${inputClasses} ${errors.emails ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700'}`}
        />
        {errors.emails ? (
          <p id={`${emailsId}-hint`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.emails}
          </p>
        ) : (
          <p id={`${emailsId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {t('invitations.byEmail.emailsHint', { max: MAX_INVITATIONS_AT_ONCE })}
          </p>
        )}
      </div>
      <TextField
        label={t('invitations.days')}
        type="number"
        inputMode="numeric"
        min={1}
        max={INVITATION_DAYS_MAX}
        step={1}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={errors.days}
        hint={t('invitations.daysHint', { max: INVITATION_DAYS_MAX })}
        className="max-w-48"
      />
      {invite.isError && <ErrorMessage message={invite.error.message} />}
      {result && (
        <Alert tone="success" role="alert" title={t('invitations.byEmail.done')}>
          {result.invitations.length > 0 && (
            <p>
              {t('invitations.byEmail.invited')}{' '}
              <bdi dir="ltr" className="[overflow-wrap:anywhere]">
                {result.invitations.map((invitation) => invitation.email).join(', ')}
              </bdi>
            </p>
          )}
          {result.alreadyMembers.length > 0 && (
            <p>
              {t('invitations.byEmail.alreadyMembers')}{' '}
              <bdi dir="ltr" className="[overflow-wrap:anywhere]">
                {result.alreadyMembers.join(', ')}
              </bdi>
            </p>
          )}
        </Alert>
      )}
      <Button
        type="submit"
        loading={invite.isPending}
        icon={<Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
      >
        {t('invitations.byEmail.submit')}
      </Button>
    </form>
  )
}
