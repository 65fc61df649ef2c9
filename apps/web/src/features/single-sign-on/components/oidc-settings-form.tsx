import { MAX_SSO_GROUP_MAPPINGS, OidcSettingsInputSchema, type OidcSettings } from '@stepup/contract'
import clsx from 'clsx'
import { Save } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, PasswordField, TextField, inputClasses } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { useAllTeams } from '../../teams/index.ts'
import { useSaveOidcSettings } from '../api/admin-single-sign-on.ts'
import {
  fieldOfSsoError,
  filledTeamRows,
  oidcFormValues,
  oidcInput,
  type OidcFormValues,
  type TeamRow,
} from './oidc-form-values.ts'
import { TeamMappings } from './team-mappings.tsx'

type FieldErrors = Record<string, string>

/**
 * The provider as StepUp's client knows it: where it is, the client's id and secret, the scopes,
 * the button's label, whether its addresses count as proven, and how its groups map to the admin
 * role and to teams. The server discovers the provider when it saves, so a mistyped issuer is said
 * on its field; a new issuer, client, secret or scopes turn sign-in off until the next test.
 */
export function OidcSettingsForm({ settings }: { settings: OidcSettings | null }) {
  const { t } = useTranslation('single-sign-on')
  const [values, setValues] = useState<OidcFormValues>(() => oidcFormValues(settings))
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useSaveOidcSettings()
  const teams = useAllTeams()
  const adminGroupsId = useId()
  const trustId = useId()

  const serverKey = save.error instanceof ApiError ? save.error.key : undefined
  const serverField = save.isError ? fieldOfSsoError(serverKey) : null
  const errorOf = (field: string) => errors[field] ?? (serverField === field ? save.error?.message : undefined)

  function update(change: Partial<OidcFormValues>) {
    setValues((current) => ({ ...current, ...change }))
    save.reset()
  }
  const text = (field: 'issuer' | 'clientId' | 'clientSecret' | 'scopes' | 'label' | 'groupsClaim' | 'adminGroups') =>
    ({
      value: values[field],
      onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
    }) as const

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = OidcSettingsInputSchema.safeParse(oidcInput(values))
    if (!parsed.success) {
      // A mapping's problem is said on its row: the issue's index counts only the rows filled in.
      const rows = filledTeamRows(values.teamGroups)
      const found: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const [field, index, part] = issue.path
        const row = field === 'teamGroups' && typeof index === 'number' ? rows[index] : undefined
        const key = row ? `teamGroups.${row.key}.${String(part)}` : String(field ?? '')
        found[key] ??= translateIssue(issue, t)
      }
      setErrors(found)
      return
    }
    setErrors({})
    save.mutate(parsed.data, {
      // The secret is kept by the server, never shown: the field is emptied once it is stored.
      onSuccess: (saved) => setValues((current) => ({ ...current, clientSecret: '', scopes: saved.scopes })),
    })
  }

  const rowErrors: Record<number, { group?: string; teamId?: string }> = {}
  for (const row of values.teamGroups) {
    rowErrors[row.key] = {
      group: errors[`teamGroups.${row.key}.group`],
      teamId: errors[`teamGroups.${row.key}.teamId`],
    }
  }
  const groupsError = errors.adminGroups ?? errors.teamGroups
  const labelExample = values.label.trim() || t('form.labelExample')
  const saved = save.data

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.issuer')}
          type="url"
          name="issuer"
          autoComplete="off"
          placeholder="https://login.example.com/realms/staff"
          hint={t('form.issuerHint')}
          error={errorOf('issuer')}
          className="sm:col-span-2"
          {...text('issuer')}
        />
        <TextField
          label={t('form.clientId')}
          name="clientId"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errorOf('clientId')}
          {...text('clientId')}
        />
        <PasswordField
          label={t('form.clientSecret')}
          name="clientSecret"
          autoComplete="new-password"
          spellCheck={false}
          placeholder={settings?.hasClientSecret ? t('form.secretKept') : undefined}
          hint={settings?.hasClientSecret ? t('form.secretStoredHint') : t('form.secretHint')}
          error={errorOf('clientSecret')}
          {...text('clientSecret')}
        />
        <TextField
          label={t('form.scopes')}
          name="scopes"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          hint={t('form.scopesHint')}
          error={errorOf('scopes')}
          {...text('scopes')}
        />
        <TextField
          label={t('form.label')}
          name="label"
          dir="auto"
          autoComplete="off"
          placeholder={t('form.labelPlaceholder')}
          hint={t('form.labelHint', { label: labelExample })}
          error={errorOf('label')}
          maxLength={60}
          {...text('label')}
        />
      </div>

      <div className="flex items-start gap-3 rounded-xl border border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <input
          id={trustId}
          type="checkbox"
          checked={values.trustEmail}
          onChange={(event) => update({ trustEmail: event.target.checked })}
          aria-describedby={`${trustId}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <div>
          <label htmlFor={trustId} className="block cursor-pointer text-sm font-medium">
            {t('form.trustEmail')}
          </label>
          <p id={`${trustId}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
            {t('form.trustEmailHint')}
          </p>
        </div>
      </div>

      <fieldset className="space-y-4 border-t border-zinc-200 pt-5 dark:border-zinc-800">
        <legend className="float-start mb-1 w-full text-base font-semibold">{t('form.groups')}</legend>
        <p className="clear-both text-sm text-zinc-500 dark:text-zinc-400">{t('form.groupsDescription')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.groupsClaim')}
            name="groupsClaim"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            hint={t('form.groupsClaimHint')}
            error={errorOf('groupsClaim')}
            {...text('groupsClaim')}
          />
          <div className="space-y-1.5">
            <label htmlFor={adminGroupsId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {t('form.adminGroups')}
            </label>
            <textarea
              id={adminGroupsId}
              name="adminGroups"
              rows={3}
              dir="auto"
              placeholder="stepup-admins"
              aria-invalid={errors.adminGroups ? true : undefined}
              aria-describedby={`${adminGroupsId}-hint`}
              className={clsx(
                inputClasses,
                errors.adminGroups ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
              )}
              {...text('adminGroups')}
            />
            {errors.adminGroups ? (
              <p
                id={`${adminGroupsId}-hint`}
                role="alert"
                className="text-xs font-medium text-red-600 dark:text-red-400"
              >
                {errors.adminGroups}
              </p>
            ) : (
              <p id={`${adminGroupsId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
                {t('form.adminGroupsHint', { max: MAX_SSO_GROUP_MAPPINGS })}
              </p>
            )}
          </div>
        </div>
        <TeamMappings
          rows={values.teamGroups}
          onChange={(teamGroups: TeamRow[]) => update({ teamGroups })}
          teams={teams.data ?? null}
          errors={rowErrors}
        />
        {teams.isError && <ErrorMessage message={t('form.teamsError')} />}
        {groupsError && !errors.adminGroups && <ErrorMessage message={groupsError} />}
      </fieldset>

      {save.isError && !serverField && <ErrorMessage message={save.error.message} />}
      {saved && (
        <Alert tone="success" role="alert" title={t('form.saved')}>
          {saved.lastTest === null && t('form.savedTestNext')}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending} icon={<Save className="size-4" aria-hidden="true" />}>
        {t('form.save')}
      </Button>
    </form>
  )
}
