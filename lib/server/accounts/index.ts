// Accounts: who is calling (session cookie, bearer token), sign-in and registration, passwords, team members,
// and the role checks that pages, actions and the data layer use.
// auth.ts (the Auth.js instance) is imported directly by the sign-in actions: it loads next-auth, which
// scripts and tests that only need the data functions should not.
export * from './caller-sources';
export * from './panel-session';
export * from './password';
export * from './proxy-gate';
export * from './roles';
export * from './session';
export * from './session-token';
export * from './team-members';
export * from './tokens';
export * from './users';
