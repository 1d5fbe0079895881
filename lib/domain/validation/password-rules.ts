/** The one rule a new password must meet; the registration form states it before anything is typed. */
export const MIN_PASSWORD = 8;
