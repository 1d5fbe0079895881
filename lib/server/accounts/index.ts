// Accounts: who is calling (session cookie, bearer token, or a system entry point), the role checks every
// data function makes on its caller, sign-in and registration, passwords and team members.
// auth.ts (the Auth.js instance) is imported directly by the sign-in actions: it loads next-auth, which
// scripts and tests that only need the data functions should not. system-caller.ts is imported directly,
// and only by the entry points ESLint allows.
export { guestCaller, type Caller, type SignedInCaller, type SystemSource } from './caller';
export { callerFromSessionCookie, resolveCaller } from './caller-sources';
export { requireAdmin, requireRole, requireSignedIn, requireStaff, requireSystem } from './guards';
export { hashPassword } from './password';
export { rolesForPath } from './proxy-gate';
export { currentCaller, currentUser, requirePageRole } from './session';
export { encodeSessionCookie, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-token';
export { getTeamMember, listTeamMembers, removeTeamMember, updateTeamMember } from './team-members';
export { bearerToken, callerForToken } from './tokens';
export { loginWithToken, myAccount, registerUser, registerWithToken, toWireUser, updateMyProfile } from './users';
export { changePassword, endOwnSession, signOutEverywhere } from './web-sessions';
