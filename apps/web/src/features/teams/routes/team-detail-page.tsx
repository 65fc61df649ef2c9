import type { Team, TeamMember } from '@stepup/contract'
import { Crown, LogOut, Phone, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  ErrorMessage,
  LoadingBlock,
  PageHeader,
  Section,
  DetailPage,
  useToast,
  UserText,
} from '../../../components/ui/index.ts'
import { useDeleteTeam } from '../api/delete-team.ts'
import { useTeam } from '../api/get-team.ts'
import { useTeamInvites } from '../api/get-team-invites.ts'
import { useRemoveMember } from '../api/remove-member.ts'
import { useTransferLeader } from '../api/transfer-leader.ts'
import { InviteFriends } from '../components/invite-friends.tsx'
import { TeamPersonRow } from '../components/member-list.tsx'

type Pending =
  | { kind: 'transfer'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'leave' }
  | { kind: 'delete' }

/** /teams/:teamId: members, pending invites, leaving, and the leader's (or an admin's) tools. */
export function TeamDetailPage() {
  const { t } = useTranslation('teams')
  const teamId = Number(useParams().teamId)
  const team = useTeam(Number.isInteger(teamId) ? teamId : 0)

  return (
    <DetailPage
      back={{ to: '/teams', label: t('detail.back') }}
      query={team}
      missing={!Number.isInteger(teamId) || teamId <= 0}
      error={t('teamLoadError')}
    >
      {(data) => <TeamDetail team={data} />}
    </DetailPage>
  )
}

function TeamDetail({ team: data }: { team: Team }) {
  const { t } = useTranslation('teams')
  const navigate = useNavigate()
  const teamId = data.id
  const invites = useTeamInvites(teamId, true)
  const transfer = useTransferLeader()
  const remove = useRemoveMember()
  const deleteTeam = useDeleteTeam()
  const [pending, setPending] = useState<Pending | null>(null)
  const toast = useToast()

  const me = data.currentUser
  const manages = me.isLeader || me.isAdmin
  const lastMember = data.members.length === 1
  // A refusal stays in the dialog, beside the button pressed, until it is closed or tried again.
  const close = () => {
    setPending(null)
    transfer.reset()
    remove.reset()
    deleteTeam.reset()
  }
  const failure =
    pending?.kind === 'delete'
      ? deleteTeam.isError && t('detail.deleteFailed')
      : pending?.kind === 'transfer'
        ? transfer.error?.message
        : remove.error?.message

  function confirm() {
    if (!pending) return
    if (pending.kind === 'transfer') {
      transfer.mutate({ teamId, userId: pending.member.id }, { onSuccess: close })
    } else if (pending.kind === 'remove') {
      remove.mutate({ teamId, userId: pending.member.id }, { onSuccess: close })
    } else if (pending.kind === 'leave') {
      remove.mutate(
        { teamId, userId: me.id },
        {
          onSuccess: () => {
            close()
            toast(t('detail.left', { name: data.name }))
            navigate('/teams', { replace: true })
          },
        },
      )
    } else {
      deleteTeam.mutate(teamId, {
        onSuccess: () => {
          close()
          toast(t('detail.deleted', { name: data.name }))
          navigate(me.isMember ? '/teams' : '/allTeams', { replace: true })
        },
      })
    }
  }

  const dialog =
    pending?.kind === 'transfer'
      ? { title: t('detail.makeLeader'), message: t('detail.transferConfirm', { name: pending.member.username }) }
      : pending?.kind === 'remove'
        ? { title: t('detail.remove'), message: t('detail.removeConfirm', { name: pending.member.username }) }
        : pending?.kind === 'leave'
          ? {
              title: t('detail.leave'),
              message: lastMember
                ? t('detail.leaveLastConfirm', { name: data.name })
                : t('detail.leaveConfirm', { name: data.name }),
            }
          : { title: t('detail.delete'), message: t('detail.deleteConfirm') }

  return (
    <>
      <PageHeader
        title={<UserText>{data.name}</UserText>}
        description={t('membersCount', { count: data.members.length, max: data.maxTeamMembers })}
        actions={
          <>
            {me.isMember && (
              <Button
                variant="secondary"
                icon={<LogOut className="size-4" aria-hidden="true" />}
                disabled={me.isLeader && !lastMember}
                title={me.isLeader && !lastMember ? t('detail.leaderMustTransfer') : undefined}
                onClick={() => setPending({ kind: 'leave' })}
              >
                {t('detail.leave')}
              </Button>
            )}
            {manages && (
              <Button
                variant="danger"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => setPending({ kind: 'delete' })}
              >
                {t('detail.delete')}
              </Button>
            )}
          </>
        }
      />
      {!me.isMember && me.isAdmin && (
        <Alert tone="info" className="mb-6">
          {t('detail.notMember')}
        </Alert>
      )}
      {me.isMember && me.isLeader && !lastMember && (
        <p className="-mt-3 mb-6 text-xs text-zinc-500 dark:text-zinc-400">{t('detail.leaderMustTransfer')}</p>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('detail.members')}>
            <ul className="-my-3 divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('detail.members')}>
              {data.members.map((member) => (
                <TeamPersonRow
                  key={member.id}
                  user={member}
                  badges={
                    <>
                      {member.isLeader && (
                        <Badge tone="warning">
                          <Crown className="size-3" aria-hidden="true" />
                          {t('detail.leader')}
                        </Badge>
                      )}
                      {member.isAdmin && <Badge tone="brand">{t('detail.admin')}</Badge>}
                      {member.id === me.id && <Badge>{t('detail.you')}</Badge>}
                    </>
                  }
                  detail={
                    <span className="inline-flex items-center gap-1">
                      <Phone className="size-3" aria-hidden="true" />
                      {member.phoneNumber ?? t('detail.noPhone')}
                    </span>
                  }
                  actions={
                    manages &&
                    !member.isLeader && (
                      <>
                        <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'transfer', member })}>
                          {t('detail.makeLeader')}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setPending({ kind: 'remove', member })}>
                          {t('detail.remove')}
                        </Button>
                      </>
                    )
                  }
                />
              ))}
            </ul>
          </Section>
          {manages && <InviteFriends team={data} />}
        </div>

        <Section title={t('detail.pending')}>
          {invites.isPending ? (
            <LoadingBlock />
          ) : invites.isError ? (
            <ErrorMessage message={t('loadError')} />
          ) : invites.data.sent.length === 0 ? (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('detail.noPending')}</p>
          ) : (
            <ul className="-my-3 divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('detail.pending')}>
              {invites.data.sent.map((invite) => (
                <TeamPersonRow
                  key={invite.id}
                  user={invite.invitee}
                  detail={t('detail.invitedBy', { name: invite.sender.username })}
                />
              ))}
            </ul>
          )}
        </Section>
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={dialog.title}
        message={dialog.message}
        error={failure || undefined}
        confirmLabel={dialog.title}
        danger={pending?.kind !== 'transfer'}
        loading={transfer.isPending || remove.isPending || deleteTeam.isPending}
        onCancel={close}
        onConfirm={confirm}
      />
    </>
  )
}
