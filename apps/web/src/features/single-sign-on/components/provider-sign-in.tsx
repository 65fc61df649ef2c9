import type { SignInProvider } from '@stepup/contract'
import { KeyRound } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { buttonClasses } from '../../../components/ui/index.ts'
import { ssoHrefs } from '../api/sso-hrefs.ts'

/**
 * The ways in through the community's providers, above the password form: a link each, in the
 * server's order, that the browser follows to the provider (a navigation, not a call), which sends
 * it back signed in, to the login page that then goes on to `returnTo`. Then "or", before the form
 * they stand beside.
 */
export function ProviderSignIn({
  providers,
  action,
  returnTo,
}: {
  providers: SignInProvider[]
  action: 'signIn' | 'signUp'
  returnTo: string
}) {
  const { t } = useTranslation('single-sign-on')
  return (
    <div className="space-y-4" data-testid="provider-sign-in">
      <div className="space-y-3">
        {providers.map((provider) => (
          <a
            key={provider.protocol}
            href={ssoHrefs.signIn(provider.protocol, returnTo)}
            className={buttonClasses({ size: 'lg', className: 'w-full min-w-0' })}
          >
            <KeyRound className="size-5 shrink-0" aria-hidden="true" />
            <span className="truncate">
              <Trans
                t={t}
                i18nKey={action === 'signIn' ? 'button.signIn' : 'button.signUp'}
                values={{ provider: provider.label }}
                components={{ name: <bdi /> }}
              />
            </span>
          </a>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" aria-hidden="true" />
        {t('button.or')}
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" aria-hidden="true" />
      </div>
    </div>
  )
}
