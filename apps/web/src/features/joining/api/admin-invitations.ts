import {
  InvitationListSchema,
  InviteByEmailResultSchema,
  InviteLinkSchema,
  type InviteByEmailInput,
  type InviteLinkInput,
} from '@stepup/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { joinKeys } from './join-keys.ts'

/** Every invitation, newest first. */
export const getInvitations = async () =>
  InvitationListSchema.parse((await api.GET('/api/admin/invitations')).data).invitations

export const useInvitations = () => useQuery({ queryKey: joinKeys.invitations, queryFn: getInvitations })

/** Mails each address its own invitation; the addresses that already have an account are left out. */
export const inviteByEmail = async (input: InviteByEmailInput) =>
  InviteByEmailResultSchema.parse((await api.POST('/api/admin/invitations', { body: input })).data)

/** A link anyone who has it may sign up with until it expires; its address is answered only now. */
export const createInviteLink = async (input: InviteLinkInput) =>
  InviteLinkSchema.parse((await api.POST('/api/admin/invitations/link', { body: input })).data)

export const revokeInvitation = async (id: number) => {
  await api.DELETE('/api/admin/invitations/{id}', { params: { path: { id } } })
}

/** A write to the invitations, after which the list is read again. */
function useInvitationWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinKeys.invitations }),
  })
}

export const useInviteByEmail = () => useInvitationWrite(inviteByEmail)
export const useCreateInviteLink = () => useInvitationWrite(createInviteLink)
export const useRevokeInvitation = () => useInvitationWrite(revokeInvitation)
