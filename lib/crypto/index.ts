// Node crypto helpers with no framework, database or feature behind them: password hashing (scrypt) and
// constant-time comparison. A leaf below lib/server and db/, so the demo seed can hash its users' passwords
// without loading the accounts feature (and, through it, Next).
export { hashPassword, verifyPassword } from './password';
export { safeEqual } from './safe-equal';
