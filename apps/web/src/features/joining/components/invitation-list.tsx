import type { Invitation, InvitationStatus } from '@stepup/contract'
import { Ban, MailPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Table,
  type BadgeTone,
  type Column,
} from '../../../components/ui/index.ts'
import { formatCount, formatDateTime } from '../../../lib/format.ts'
import { useRevokeInvitation } from '../api/admin-invitations.ts'

const STATUS_TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'brand',
  accepted: 'success',
  expired: 'neutral',
  revoked: 'danger',
}

/**
 * The invitations, newest first: to whom (or a shared link), their state, until when, who invited
 * and how many joined with it. A pending one can be revoked, behind a confirmation.
 */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { t, i18n } = useTranslation('joining')
  const revoke = useRevokeInvitation()
  const [revoking, setRevoking] = useState<Invitation | null>(null)

  const columns: Column<Invitation>[] = [
    {
      key: 'recipient',
      header: t('invitations.list.recipient'),
      cell: (row) =>
        row.email === null ? (
          <span className="font-medium">{t('invitations.list.sharedLink')}</span>
        ) : (
          <bdi dir="ltr" className="font-medium [overflow-wrap:anywhere]">
            {row.email}
          </bdi>
        ),
    },
    {
      key: 'status',
      header: t('invitations.list.status'),
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{t(`invitations.status.${row.status}`)}</Badge>,
    },
    {
      key: 'expires',
      header: t('invitations.list.expires'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDateTime(row.expiresAt, i18n.language),
    },
    {
      key: 'invitedBy',
      header: t('invitations.list.invitedBy'),
      cell: (row) => (row.invitedBy === null ? '—' : <bdi>{row.invitedBy}</bdi>),
    },
    {
      key: 'uses',
      header: t('invitations.list.uses'),
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => formatCount(row.uses, i18n.language),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('invitations.list.actions')}</span>,
      align: 'right',
      cell: (row) =>
        row.status === 'pending' ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Ban className="size-4" aria-hidden="true" />}
            aria-label={t('invitations.list.revokeOne', {
              recipient: row.email ?? t('invitations.list.sharedLink'),
            })}
            onClick={() => {
              revoke.reset()
              setRevoking(row)
            }}
          >
            {t('invitations.list.revoke')}
          </Button>
        ) : null,
    },
  ]

  return (
    <>
      <Table
        columns={columns}
        rows={invitations}
        rowKey={(row) => row.id}
        caption={t('invitations.list.title')}
        empty={
          <EmptyState
            icon={<MailPlus className="size-6" aria-hidden="true" />}
            title={t('invitations.list.empty')}
            description={t('invitations.list.emptyText')}
          />
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('invitations.list.revokeTitle')}
        message={t('invitations.list.revokeText')}
        confirmLabel={t('invitations.list.revoke')}
        loading={revoke.isPending}
        error={revoke.isError ? revoke.error.message : undefined}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })
        }}
      />
    </>
  )
}
