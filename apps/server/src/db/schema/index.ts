export * from './auth.ts'
export * from './settings.ts'
export * from './teams.ts'
export * from './users.ts'
