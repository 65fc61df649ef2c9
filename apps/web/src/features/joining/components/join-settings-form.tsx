import { JOIN_POLICIES, JoinConfigInputSchema, type CommunitySettings, type JoinPolicy } from '@stepup/contract'
import clsx from 'clsx'
import { useId, useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert, Button, ErrorMessage, inputClasses } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { providerNames } from '../../single-sign-on/index.ts'
import { useJoinRules } from '../api/get-join-rules.ts'
import { useSaveJoinSettings } from '../api/join-settings.ts'

/** The domains of the field: split at commas, spaces and new lines; an `@` before one is dropped. */
const parseDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim().replace(/^@/, ''))
    .filter(Boolean)

/**
 * Who may create an account: anyone, people with an address at one of the listed domains (who
 * confirm it by a mailed link), only people an admin invited, or only people the community's
 * provider signs in (offered once single sign-on is on, at /admin/single-sign-on). Saved with the
 * community's settings; invitations are sent from /admin/invitations.
 */
export function JoinSettingsForm({ settings }: { settings: CommunitySettings }) {
  const { t, i18n } = useTranslation('joining')
  const [policy, setPolicy] = useState<JoinPolicy>(settings.joinPolicy)
  const [domains, setDomains] = useState(settings.joinDomains.join('\n'))
  const [error, setError] = useState<string>()
  const save = useSaveJoinSettings()
  const domainsId = useId()
  const optionId = useId()
  // The sign-up page's rules name the providers that are on: joining only through one needs one.
  const providers = useJoinRules().data?.signInProviders ?? []
  const unavailable = (option: JoinPolicy) =>
    option === 'sso' && providers.length === 0 && settings.joinPolicy !== 'sso'

  function submit(event: FormEvent) {
    event.preventDefault()
    const listed = parseDomains(domains)
    const parsed = JoinConfigInputSchema.safeParse({ joinPolicy: policy, joinDomains: listed })
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]!, t))
      return
    }
    if (policy === 'domains' && listed.length === 0) {
      setError(t('errors:joinDomainsRequired'))
      return
    }
    setError(undefined)
    save.mutate(parsed.data)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('policy.title')}</legend>
        {JOIN_POLICIES.map((option) => (
          <div key={option}>
            <label
              className={clsx(
                'flex items-start gap-3 rounded-xl border px-4 py-3',
                unavailable(option) ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                policy === option
                  ? 'border-brand-500 bg-brand-50/60 dark:border-brand-500 dark:bg-brand-950/40'
                  : 'border-zinc-200 dark:border-zinc-800',
              )}
            >
              <input
                type="radio"
                name="joinPolicy"
                value={option}
                checked={policy === option}
                disabled={unavailable(option)}
                onChange={() => setPolicy(option)}
                aria-labelledby={`${optionId}-${option}`}
                aria-describedby={`${optionId}-${option}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span id={`${optionId}-${option}`} className="block text-sm font-medium">
                  {t(`policy.policies.${option}`)}
                </span>
                <span id={`${optionId}-${option}-hint`} className="block text-xs text-zinc-600 dark:text-zinc-400">
                  {option === 'sso' && providers.length > 0 ? (
                    <Trans
                      t={t}
                      i18nKey="policy.policies.ssoHintProvider"
                      values={{ provider: providerNames(providers, i18n.language) }}
                      components={{ name: <bdi /> }}
                    />
                  ) : (
                    t(`policy.policies.${option}Hint`)
                  )}
                </span>
              </span>
            </label>
            {unavailable(option) && (
              <p className="mt-1 ps-4 text-xs text-zinc-600 dark:text-zinc-400">
                {t('policy.ssoNeedsProvider')}{' '}
                <Link
                  to="/admin/single-sign-on"
                  className="font-medium text-brand-600 hover:underline dark:text-brand-400"
                >
                  {t('policy.ssoSetUp')}
                </Link>
              </p>
            )}
          </div>
        ))}
      </fieldset>
      {policy === 'domains' && (
        <div className="space-y-1.5">
          <label htmlFor={domainsId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('policy.domains')}
          </label>
          <textarea
            id={domainsId}
            name="joinDomains"
            rows={3}
            dir="ltr"
            value={domains}
            onChange={(event) => setDomains(event.target.value)}
            placeholder="example.com, example.org"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${domainsId}-hint`}
            className={clsx(
              inputClasses,
              error ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
            )}
          />
          <p id={`${domainsId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {t('policy.domainsHint')}
          </p>
        </div>
      )}
      {error && <ErrorMessage message={error} />}
      {save.isError && <ErrorMessage message={save.error.message} />}
      {save.isSuccess && <Alert tone="success">{t('policy.saved')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {t('policy.save')}
        </Button>
      </div>
    </form>
  )
}
