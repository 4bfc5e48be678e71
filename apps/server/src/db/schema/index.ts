export * from './companies.ts';
export * from './admin-sessions.ts';
export * from './agents.ts';
export * from './roles.ts';
export * from './operations.ts';
export * from './clients.ts';
export * from './client-invitations.ts';
export * from './rate-limits.ts';
