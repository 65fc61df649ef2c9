import { OidcSettingsInputSchema, type OidcSettings } from '@stepup/contract'
import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, PasswordField, TextField } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useSaveOidcSettings } from '../api/provider-writes.ts'
import { CheckField } from './check-field.tsx'
import { settingsErrors, type FieldErrors } from './group-mapping-values.ts'
import { GroupMappings } from './group-mappings.tsx'
import { fieldOfSsoError, oidcFormValues, oidcInput, type OidcFormValues } from './oidc-form-values.ts'

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

  const serverKey = save.error instanceof ApiError ? save.error.key : undefined
  const serverField = save.isError ? fieldOfSsoError(serverKey) : null
  const errorOf = (field: string) => errors[field] ?? (serverField === field ? save.error?.message : undefined)

  function update(change: Partial<OidcFormValues>) {
    setValues((current) => ({ ...current, ...change }))
    save.reset()
  }
  const text = (field: 'issuer' | 'clientId' | 'clientSecret' | 'scopes' | 'label' | 'groupsClaim') =>
    ({
      value: values[field],
      onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
    }) as const

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = OidcSettingsInputSchema.safeParse(oidcInput(values))
    if (!parsed.success) {
      setErrors(settingsErrors(parsed.error.issues, values.teamGroups, t))
      return
    }
    setErrors({})
    save.mutate(parsed.data, {
      // The secret is kept by the server, never shown: the field is emptied once it is stored.
      onSuccess: (saved) => setValues((current) => ({ ...current, clientSecret: '', scopes: saved.scopes })),
    })
  }

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

      <CheckField
        label={t('form.trustEmail')}
        hint={t('form.trustEmailHint')}
        checked={values.trustEmail}
        onChange={(trustEmail) => update({ trustEmail })}
      />

      <GroupMappings
        source={
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
        }
        adminGroups={values.adminGroups}
        onAdminGroupsChange={(adminGroups) => update({ adminGroups })}
        teamGroups={values.teamGroups}
        onTeamGroupsChange={(teamGroups) => update({ teamGroups })}
        errors={errors}
      />

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
