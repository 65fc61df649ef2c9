import { INVITATION_DAYS_MAX, InviteLinkInputSchema } from '@stepup/contract'
import { Check, Copy, Link2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { useCreateInviteLink } from '../api/admin-invitations.ts'

/**
 * A link anyone who has it may sign up with until it expires. The server keeps only its hash, so
 * its address is shown this once, with a copy button and a warning saying so.
 */
export function InviteLinkForm() {
  const { t } = useTranslation('joining')
  const [days, setDays] = useState('7')
  const [error, setError] = useState<string>()
  const [copied, setCopied] = useState(false)
  const create = useCreateInviteLink()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = InviteLinkInputSchema.safeParse({ days: days.trim() === '' ? undefined : Number(days) })
    setError(parsed.success ? undefined : translateIssue(parsed.error.issues[0]!, t))
    if (!parsed.success) return
    setCopied(false)
    create.mutate(parsed.data)
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays selectable.
      setCopied(false)
    }
  }

  const link = create.data
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('invitations.days')}
        type="number"
        inputMode="numeric"
        min={1}
        max={INVITATION_DAYS_MAX}
        step={1}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={error}
        hint={t('invitations.daysHint', { max: INVITATION_DAYS_MAX })}
        className="max-w-48"
      />
      {create.isError && <ErrorMessage message={create.error.message} />}
      {link && (
        <Alert tone="warning" role="alert" title={t('invitations.link.onlyNow')}>
          <div className="space-y-2">
            <p>{t('invitations.link.expires', { date: formatDateTime(link.invitation.expiresAt) })}</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField
                label={t('invitations.link.url')}
                type="url"
                readOnly
                value={link.url}
                onFocus={(event) => event.target.select()}
                className="min-w-0 flex-1"
              />
              <Button
                variant="secondary"
                onClick={() => void copy(link.url)}
                icon={
                  copied ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : (
                    <Copy className="size-4" aria-hidden="true" />
                  )
                }
              >
                {copied ? t('invitations.link.copied') : t('invitations.link.copy')}
              </Button>
            </div>
          </div>
        </Alert>
      )}
      <Button type="submit" loading={create.isPending} icon={<Link2 className="size-4" aria-hidden="true" />}>
        {t('invitations.link.create')}
      </Button>
    </form>
  )
}
