/** The query keys of who may join: the sign-up page's, and the admins' under `['admin']`. */
export const joinKeys = {
  rules: ['joining', 'rules'] as const,
  invitation: (token: string) => ['joining', 'invitation', token] as const,
  /** Under `['admin']`, so anything an admin changes refreshes the list too. */
  invitations: ['admin', 'invitations'] as const,
}
