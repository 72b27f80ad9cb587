/** Sessions a call just ended: one (a logout), or every one of a user's but `keep` (a password change or reset). */
export type EndedSessions = { sessionId: number } | { userId: number; keep?: number };

/**
 * Told right after the commit that ended them, before the call answers: buildApp (server/src/app.ts)
 * hands it to the websocket hub, so no socket of an ended session receives another private push.
 */
export type SessionsEnded = (ended: EndedSessions) => void;
