import { MAX_MEMBER_CONTESTS_LIMIT, MemberContestConfigInputSchema, type CommunitySettings } from '@stepup/contract'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { useSaveMemberContestSettings } from '../api/member-contest-settings.ts'
import { SwitchField } from './switch-field.tsx'

/** Whether members may start contests of their own, and how many running or upcoming each may have. */
export function MemberContestSettingsForm({ settings }: { settings: CommunitySettings }) {
  const { t } = useTranslation('admin')
  const [enabled, setEnabled] = useState(settings.memberContestsEnabled)
  const [limit, setLimit] = useState(String(settings.maxMemberContests))
  const [error, setError] = useState<string>()
  const save = useSaveMemberContestSettings()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = MemberContestConfigInputSchema.safeParse({
      memberContestsEnabled: enabled,
      maxMemberContests: limit.trim() === '' ? Number.NaN : Number(limit),
    })
    setError(parsed.success ? undefined : translateIssue(parsed.error.issues[0]!, t))
    if (parsed.success) save.mutate(parsed.data)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SwitchField
        label={t('memberContests.enabled')}
        hint={t('memberContests.enabledHint')}
        checked={enabled}
        onChange={setEnabled}
      />
      <TextField
        label={t('memberContests.limit')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_MEMBER_CONTESTS_LIMIT}
        step={1}
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
        error={error}
        hint={t('memberContests.limitHint', { max: MAX_MEMBER_CONTESTS_LIMIT })}
      />
      {save.isError && <ErrorMessage message={save.error.message} />}
      {save.isSuccess && <Alert tone="success">{t('settings.saved')}</Alert>}
      <Button type="submit" loading={save.isPending}>
        {t('memberContests.save')}
      </Button>
    </form>
  )
}
