import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a hook does with a request before Next sees it: `next()` hands it on (now or later); not calling it
 * means the hook answered or dropped it itself.
 */
export type RequestHook = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Puts a hook in front of the 'request' event of every HTTP(S) server in this process, Next's own included
 * (Next gives no other place in front of its route handlers and pages). The hook installed last runs first.
 * Installed at start by instrumentation.ts; every other event passes untouched.
 */
export async function hookRequests(hook: RequestHook): Promise<void> {
  const http = await import('node:http');
  const https = await import('node:https');
  for (const proto of [http.Server.prototype, https.Server.prototype] as { emit: (...args: unknown[]) => boolean }[]) {
    const original = proto.emit;
    proto.emit = function emit(this: unknown, event: unknown, ...args: unknown[]) {
      const [req, res] = args as [IncomingMessage | undefined, ServerResponse];
      if (event !== 'request' || !req) return original.call(this, event, ...args);
      hook(req, res, () => void original.call(this, event, ...args));
      return true;
    };
  }
}
