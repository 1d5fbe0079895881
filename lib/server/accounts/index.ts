// Accounts: who is calling (session cookie, bearer token, or a system entry point), the role checks every
// data function makes on its caller, sign-in and registration, passwords (and their reset by mail) and team members.
// Data functions only. The doors that load Next or Auth.js are imported directly, by app/, lib/actions and
// the route wrapper only: auth.ts (the Auth.js instance), session.ts (the visitor of a page or action,
// requirePageRole's redirect), session-token.ts (the session cookie's format), request-caller.ts (the caller
// of a request) and proxy-gate.ts (proxy.ts). system-caller.ts is imported directly, and only by the entry
// points ESLint allows.
export { guestCaller, type Caller, type SignedInCaller, type SystemSource } from './caller';
export { requireAdmin, requireRole, requireSignedIn, requireStaff, requireSystem } from './guards';
export { getTeamMember, listTeamMembers, removeTeamMember, updateTeamMember } from './team-members';
export { bearerToken, callerForToken } from './tokens';
export { loginWithToken, myAccount, registerUser, registerWithToken, toWireUser, updateMyProfile } from './users';
export { changePassword, endOwnSession, signOutEverywhere } from './web-sessions';
export { resetPassword, resetPasswordWithToken, startPasswordReset, type ResetLink } from './password-reset';
export { confirmEmail, resendConfirmation, startEmailChange, type ConfirmSender } from './email-confirmation';
export { beginTwoFactor, confirmTwoFactor, disableTwoFactor, type TwoFactorStart } from './two-factor-settings';
export { staffTwoFactorRequired } from './two-factor';
export type { QrDrawing } from './qr-svg';
export { exportMyData } from './my-data';
export { eraseMyAccount } from './erasure';
