import { wireError, type WireError } from '@/lib/server/http';

/**
 * What a data function's refusal answers on the /api contract (the edge's status, English message and field
 * errors): data functions throw codes, and the tests of them assert what a client is told.
 */
export async function refusal(run: Promise<unknown>): Promise<WireError> {
  try {
    await run;
  } catch (error) {
    return wireError(error, '[test]');
  }
  throw new Error('expected a refusal, but the call succeeded');
}
