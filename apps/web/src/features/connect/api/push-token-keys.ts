export const pushTokenKeys = {
  list: ['push-tokens'] as const,
}
