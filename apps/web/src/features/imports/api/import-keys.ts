export const importKeys = {
  all: ['imports'] as const,
  list: ['imports', 'list'] as const,
  detail: (id: number) => ['imports', 'detail', id] as const,
}
