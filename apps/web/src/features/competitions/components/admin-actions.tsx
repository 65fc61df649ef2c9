import type { Competition } from '@stepup/contract'
import { Download, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button, ConfirmDialog, buttonClasses } from '../../../components/ui/index.ts'
import { useDeleteCompetition } from '../api/delete-competition.ts'
import { competitionExportHref } from '../api/export-competition.ts'
import { CompetitionFormDialog } from './competition-form-dialog.tsx'

/**
 * An admin's controls on a competition's page: edit it, export its board, delete it. A member's
 * contest is not the admin's to edit: it can be looked at, exported and deleted.
 */
export function AdminActions({ competition, editable = true }: { competition: Competition; editable?: boolean }) {
  const { t } = useTranslation('competitions')
  const navigate = useNavigate()
  const remove = useDeleteCompetition()
  const [editing, setEditing] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)

  return (
    <>
      {editable && (
        <Button
          variant="secondary"
          icon={<Pencil className="size-4" aria-hidden="true" />}
          onClick={() => setEditing(true)}
        >
          {t('detail.edit')}
        </Button>
      )}
      <a href={competitionExportHref(competition.id)} download className={buttonClasses({ variant: 'secondary' })}>
        <Download className="size-4" aria-hidden="true" />
        {t('detail.export')}
      </a>
      <Button
        variant="danger"
        icon={<Trash2 className="size-4" aria-hidden="true" />}
        onClick={() => setConfirmingDelete(true)}
      >
        {t('detail.delete')}
      </Button>
      {editing && <CompetitionFormDialog competition={competition} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('detail.deleteTitle')}
        message={
          <>
            {t('detail.deleteMessage', { name: competition.name })}
            {remove.isError && (
              <span role="alert" className="mt-3 block font-medium text-red-600 dark:text-red-400">
                {remove.error.message}
              </span>
            )}
          </>
        }
        confirmLabel={t('detail.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(competition.id, {
            onSuccess: () => {
              setConfirmingDelete(false)
              void navigate('/competitions')
            },
          })
        }
        onCancel={() => {
          setConfirmingDelete(false)
          remove.reset()
        }}
      />
    </>
  )
}
