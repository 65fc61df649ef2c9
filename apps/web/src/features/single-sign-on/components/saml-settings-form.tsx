import { MAX_SAML_METADATA_BYTES, SamlSettingsInputSchema, type SamlSettings } from '@stepup/contract'
import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useSaveSamlSettings } from '../api/provider-writes.ts'
import { CheckField } from './check-field.tsx'
import { settingsErrors, type FieldErrors } from './group-mapping-values.ts'
import { GroupMappings } from './group-mappings.tsx'
import {
  fieldOfSamlError,
  metadataField,
  samlFormValues,
  samlInput,
  type MetadataSource,
  type SamlFormValues,
} from './saml-form-values.ts'

const SOURCES: MetadataSource[] = ['url', 'file']

/**
 * The SAML identity provider as StepUp knows it: its metadata, by address or from a file read here
 * (and refused here when larger than the server takes), the button's label, whether its addresses
 * count as proven, where its answer holds the email and the groups, and how the groups map to the
 * admin role and to teams. The server reads the metadata when it saves, so a wrong address or file
 * is said on its field; a new entity ID, sign-in address or certificate turns sign-in off.
 */
export function SamlSettingsForm({ settings }: { settings: SamlSettings | null }) {
  const { t } = useTranslation('single-sign-on')
  const [values, setValues] = useState<SamlFormValues>(() => samlFormValues(settings))
  const [errors, setErrors] = useState<FieldErrors>({})
  // Bumped to empty the file input once its file is stored, or when it is refused.
  const [fileInput, setFileInput] = useState(0)
  const [turnedOff, setTurnedOff] = useState(false)
  const save = useSaveSamlSettings()

  const serverKey = save.error instanceof ApiError ? save.error.key : undefined
  const serverField = save.isError ? fieldOfSamlError(serverKey, values.source) : null
  const errorOf = (field: string) => errors[field] ?? (serverField === field ? save.error?.message : undefined)

  function update(change: Partial<SamlFormValues>) {
    setValues((current) => ({ ...current, ...change }))
    save.reset()
  }
  const text = (field: 'metadataUrl' | 'label' | 'emailAttribute' | 'groupsAttribute') =>
    ({
      value: values[field],
      onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
    }) as const

  async function pickFile(file: File | undefined) {
    const { metadataXml: _, ...others } = errors
    if (file && file.size > MAX_SAML_METADATA_BYTES) {
      setErrors({ ...others, metadataXml: t('errors:samlMetadataTooLarge') })
      setFileInput((count) => count + 1)
      update({ metadataFile: null })
      return
    }
    setErrors(others)
    update({ metadataFile: file ? { name: file.name, xml: await file.text() } : null })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const input = samlInput(values)
    const parsed = SamlSettingsInputSchema.safeParse(input)
    const found = parsed.success ? {} : settingsErrors(parsed.error.issues, values.teamGroups, t)
    // The first save needs the provider's metadata; a later one without keeps what was read before.
    if (!settings && input.metadataUrl === undefined && input.metadataXml === undefined) {
      found[metadataField(values.source)] ??= t('errors:samlMetadataRequired')
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found)
      return
    }
    setErrors({})
    const wasOn = settings?.enabled ?? false
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setTurnedOff(wasOn && !saved.enabled)
        // The file is read: a save after this one keeps the provider unless a file is picked again.
        setValues((current) => ({ ...current, metadataFile: null }))
        setFileInput((count) => count + 1)
      },
    })
  }

  // Once a provider is stored, a save without metadata keeps it: the source's hint says so.
  const keepHint = (hint: string, keep: string) => (settings ? `${hint} ${keep}` : hint)
  const labelExample = values.label.trim() || t('form.labelExample')
  const saved = save.data

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('saml.form.metadata')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SOURCES.map((source) => (
            <label key={source} className="inline-flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="metadataSource"
                value={source}
                checked={values.source === source}
                // A file picked for the other source is dropped with it: what is sent is what is shown.
                onChange={() => update({ source, metadataFile: null })}
                className="size-4 shrink-0 accent-brand-600"
              />
              {t(source === 'url' ? 'saml.form.byUrl' : 'saml.form.byFile')}
            </label>
          ))}
        </div>
        {values.source === 'url' ? (
          <TextField
            label={t('saml.form.metadataUrl')}
            type="url"
            name="metadataUrl"
            autoComplete="off"
            placeholder="https://login.example.com/federationmetadata.xml"
            hint={keepHint(t('saml.form.metadataUrlHint'), t('saml.form.metadataUrlKeepHint'))}
            error={errorOf('metadataUrl')}
            {...text('metadataUrl')}
          />
        ) : (
          <TextField
            key={fileInput}
            label={t('saml.form.metadataFile')}
            type="file"
            name="metadataFile"
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            hint={keepHint(t('saml.form.metadataFileHint'), t('saml.form.metadataFileKeepHint'))}
            error={errorOf('metadataXml')}
            onChange={(event) => void pickFile(event.target.files?.[0])}
            className="[&_input]:py-1.5 [&_input]:file:me-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-zinc-100 [&_input]:file:px-3 [&_input]:file:py-1 [&_input]:file:text-sm [&_input]:file:font-medium [&_input]:file:text-zinc-800 dark:[&_input]:file:bg-zinc-800 dark:[&_input]:file:text-zinc-100"
          />
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
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
        <TextField
          label={t('saml.form.emailAttribute')}
          name="emailAttribute"
          // An attribute's name reads left to right; the sentence in its place, in the page's direction.
          dir={values.emailAttribute ? 'ltr' : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('saml.form.emailAttributePlaceholder')}
          hint={t('saml.form.emailAttributeHint')}
          error={errorOf('emailAttribute')}
          {...text('emailAttribute')}
        />
      </div>

      <CheckField
        label={t('saml.form.trustEmail')}
        hint={t('saml.form.trustEmailHint')}
        checked={values.trustEmail}
        onChange={(trustEmail) => update({ trustEmail })}
      />

      <GroupMappings
        source={
          <TextField
            label={t('saml.form.groupsAttribute')}
            name="groupsAttribute"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder="groups"
            hint={
              <Trans
                t={t}
                i18nKey="saml.form.groupsAttributeHint"
                components={{ uri: <bdi dir="ltr" className="[overflow-wrap:anywhere]" /> }}
              />
            }
            error={errorOf('groupsAttribute')}
            {...text('groupsAttribute')}
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
          {turnedOff ? t('saml.form.savedTurnedOff') : saved.lastTest === null && t('form.savedTestNext')}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending} icon={<Save className="size-4" aria-hidden="true" />}>
        {t('form.save')}
      </Button>
    </form>
  )
}
