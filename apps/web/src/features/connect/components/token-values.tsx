import type { PushTokenCreated } from '@stepup/contract'
import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/index.ts'
import { authorizationValue } from '../setup-links.ts'
import { CopyField } from './copy-field.tsx'

/** What every route of setting up by hand needs: the address, and the header with the token. */
export function TokenValues({ created }: { created: PushTokenCreated }) {
  const { t } = useTranslation('connect')
  return (
    <div className="space-y-3">
      <CopyField label={t('values.url')} copyLabel={t('values.copyUrl')} value={created.url} />
      <div className="space-y-1">
        <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{t('values.headerName')}</p>
        <code
          dir="ltr"
          className="inline-block rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
        >
          Authorization
        </code>
      </div>
      <CopyField
        label={t('values.headerValue')}
        copyLabel={t('values.copyHeader')}
        value={authorizationValue(created.token)}
      />
    </div>
  )
}

/** The button that makes the token the steps need, where none was made on this visit yet. */
export function MakeTokenButton({
  onMake,
  pending,
  variant = 'primary',
}: {
  onMake: () => void
  pending: boolean
  variant?: 'primary' | 'secondary'
}) {
  const { t } = useTranslation('connect')
  return (
    <Button
      variant={variant}
      onClick={onMake}
      loading={pending}
      icon={<KeyRound className="size-4" aria-hidden="true" />}
    >
      {t('token.make')}
    </Button>
  )
}
