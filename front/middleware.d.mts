import type { IncomingMessage, ServerResponse } from 'node:http';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
export function recordPeerAddress(): Middleware;
export function refuseUnknownMethods(): Middleware;
export function originFormTargets(): Middleware;
export function readsTakeTurns(perTurn: number): Middleware;
export function compose(
  middlewares: Middleware[],
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => void;
