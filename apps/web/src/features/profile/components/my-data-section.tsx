import { Download, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button, ErrorMessage, Modal, PasswordField, Section } from '../../../components/ui/index.ts'
import { clearLocalAuth } from '../../../lib/auth.ts'
import { useDeleteMe, useDownloadMyData } from '../api/my-data.ts'

/** "Your data": download all of it, or delete the account after confirming with the password. */
export function MyDataSection() {
  const { t } = useTranslation('profile')
  const [confirming, setConfirming] = useState(false)
  const download = useDownloadMyData()

  return (
    <Section title={t('myData.title')} description={t('myData.description')}>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => download.mutate()}
          loading={download.isPending}
          icon={<Download className="size-4" aria-hidden="true" />}
        >
          {t('myData.download')}
        </Button>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          {t('myData.delete')}
        </Button>
      </div>
      {download.isError && (
        <div className="mt-3">
          <ErrorMessage message={download.error.message} />
        </div>
      )}
      <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{t('myData.downloadHint')}</p>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </Section>
  )
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile')
  const navigate = useNavigate()
  const deleteMe = useDeleteMe()
  const [password, setPassword] = useState('')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    deleteMe.mutate(
      { currentPassword: password },
      {
        onSuccess: () => {
          // Off the members-only page first, so the route guard does not send the browser to login.
          navigate('/', { replace: true, state: { accountDeleted: true } })
          clearLocalAuth()
        },
      },
    )
  }

  return (
    <Modal open onClose={onClose} title={t('myData.confirmTitle')}>
      <form onSubmit={onSubmit} className="space-y-4 p-5">
        <div className="space-y-2 text-sm text-zinc-700 dark:text-zinc-300">
          <p>{t('myData.goes')}</p>
          <p>{t('myData.stays')}</p>
          <p className="font-medium">{t('myData.final')}</p>
        </div>
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {deleteMe.isError && <ErrorMessage message={deleteMe.error.message} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            loading={deleteMe.isPending}
            disabled={password === ''}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            {t('myData.confirmDelete')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
