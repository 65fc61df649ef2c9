import { KeyRound, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ConfirmDialog, ErrorMessage, Loaded } from '../../../components/ui/index.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { useCreateScimToken, useRevokeScimToken, useScimSetup } from '../api/admin-provisioning.ts'
import { CopyField } from './copy-field.tsx'

/**
 * Provisioning by the company's directory (SCIM 2.0): the base URL and a bearer token to enter
 * there, so it makes, updates and deactivates members by itself. The token is shown once, when it
 * is made; a new one replaces it.
 */
export function ScimProvisioning() {
  const { t, i18n } = useTranslation('single-sign-on')
  const setup = useScimSetup()
  const create = useCreateScimToken()
  const revoke = useRevokeScimToken()
  const [revoking, setRevoking] = useState(false)

  return (
    <Loaded query={setup} error={t('scim.loadError')}>
      {({ baseUrl, token }) => (
        <div className="space-y-4">
          <CopyField label={t('scim.baseUrl')} value={baseUrl} />
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {token
              ? t('scim.tokenInUse', {
                  made: formatDateTime(token.createdAt, i18n.language),
                  used: token.lastUsedAt ? formatDateTime(token.lastUsedAt, i18n.language) : t('scim.never'),
                })
              : t('scim.noToken')}
          </p>
          {create.data && (
            <Alert tone="warning" title={t('scim.copyNow')}>
              <CopyField label={t('scim.token')} value={create.data.token} />
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<KeyRound className="size-4" aria-hidden="true" />}
              loading={create.isPending}
              onClick={() => create.mutate()}
            >
              {token ? t('scim.replace') : t('scim.create')}
            </Button>
            {token && (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => {
                  revoke.reset()
                  setRevoking(true)
                }}
              >
                {t('scim.revoke')}
              </Button>
            )}
          </div>
          {create.isError && <ErrorMessage message={create.error.message} />}
          <ConfirmDialog
            open={revoking}
            title={t('scim.revokeTitle')}
            message={t('scim.revokeText')}
            confirmLabel={t('scim.revoke')}
            loading={revoke.isPending}
            error={revoke.isError ? revoke.error.message : undefined}
            onCancel={() => setRevoking(false)}
            onConfirm={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  create.reset()
                  setRevoking(false)
                },
              })
            }
          />
        </div>
      )}
    </Loaded>
  )
}
