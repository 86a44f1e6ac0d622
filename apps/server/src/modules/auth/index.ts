// The auth module's service surface for other modules.
export { CHALLENGE_TTL_MS, spendChallenge } from './challenge.ts';
export { createHandLoginToken } from './hand-login-repo.ts';
export { type LoginInput, type LoginResult, login } from './login.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { registerAuth } from './routes.ts';
export { openSecret, sealSecret, secretsKeyOf } from './secret-box.ts';
export { clearSessionCookie, createSession, endSession, setSessionCookie } from './sessions.ts';
export { countSignIns, listSignIns, revokeUserSessions, sessionEndsByOf } from './sessions-repo.ts';
export { hashToken } from './tokens.ts';
export { disableTotp, enableTotp, isTotpEnabled, newTotpSecret } from './totp.ts';
