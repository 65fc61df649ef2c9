import type { AdminTeam } from '@stepup/contract'
import { Settings2, Trash2, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  Page,
  PageHeader,
  Table,
  type Column,
  Loaded,
  UserText,
  useToast,
} from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { useAdminDeleteTeam } from '../api/admin-delete-team.ts'
import { useAllTeams } from '../api/get-all-teams.ts'

/**
 * What a member who is not an admin gets at /allTeams: the refusal said on the page, where a
 * browser pop-up would have hidden it, with the way home.
 */
export function AllTeamsRefusal() {
  const { t } = useTranslation('teams')
  return (
    <Page narrow>
      <PageHeader title={t('all.title')} />
      <Alert
        tone="error"
        title={t('all.accessDenied')}
        action={
          <ButtonLink to="/" size="sm" variant="secondary">
            {t('common:adminsOnly.home')}
          </ButtonLink>
        }
      />
    </Page>
  )
}

/** /allTeams (admins): every team with Manage and Delete. */
export function AllTeamsPage() {
  const { t } = useTranslation('teams')
  const teams = useAllTeams()
  const remove = useAdminDeleteTeam()
  const [deleting, setDeleting] = useState<AdminTeam | null>(null)
  const toast = useToast()
  // A failed delete stays said in the dialog, where it was asked for, until the dialog closes.
  const closeDialog = () => {
    setDeleting(null)
    remove.reset()
  }

  const columns: Column<AdminTeam>[] = [
    { key: 'name', header: t('all.team'), cell: (team) => <UserText className="font-medium">{team.name}</UserText> },
    {
      key: 'members',
      header: t('all.members'),
      cell: (team) => (
        <span>
          <span className="font-medium tabular-nums">{team.totalMembers}</span>
          <span className="ms-2 text-xs text-zinc-500 dark:text-zinc-400">
            {team.members.map((member) => member.username).join(', ')}
          </span>
        </span>
      ),
    },
    {
      key: 'total',
      header: t('all.total'),
      align: 'right',
      cell: (team) => <span className="tabular-nums">{formatCount(team.teamTotal)}</span>,
    },
    {
      key: 'actions',
      header: t('all.actions'),
      align: 'right',
      // On a phone the two buttons share the width left beside the label: they wrap rather than
      // run past the card's edge, as Spanish's longer labels do at 375 px.
      cell: (team) => (
        <span className="flex flex-wrap justify-end gap-2">
          <ButtonLink
            to={`/teams/${team.id}`}
            size="sm"
            variant="secondary"
            icon={<Settings2 className="size-4" aria-hidden="true" />}
          >
            {t('all.manage')}
          </ButtonLink>
          <Button
            size="sm"
            variant="danger"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => setDeleting(team)}
          >
            {t('all.delete')}
          </Button>
        </span>
      ),
    },
  ]

  return (
    <Page>
      <PageHeader title={t('all.title')} description={t('all.description')} />
      <Loaded query={teams} error={t('loadError')}>
        {(data) => (
          <Table
            caption={t('all.title')}
            columns={columns}
            rows={data}
            rowKey={(team) => team.id}
            empty={
              <EmptyState
                icon={<Users className="size-6" aria-hidden="true" />}
                title={t('all.empty')}
                description={t('all.emptyHint')}
              />
            }
          />
        )}
      </Loaded>
      <ConfirmDialog
        open={deleting !== null}
        title={t('detail.delete')}
        message={t('detail.deleteConfirm')}
        error={remove.isError ? t('detail.deleteFailed') : undefined}
        confirmLabel={t('all.delete')}
        loading={remove.isPending}
        onCancel={closeDialog}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              closeDialog()
              toast(t('detail.deleted', { name: deleting.name }))
            },
          })
        }
      />
    </Page>
  )
}
