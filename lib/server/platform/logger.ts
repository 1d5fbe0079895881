import 'server-only';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from '@/lib/config/env';
import { CENSOR, REDACTED_KEYS, scrubText } from './log-redaction';
import { currentRequestId } from './request-context';

// One JSON line per event on stdout (pino). Every line carries the instance and, inside a request or a job,
// its id (request_id). Personal data never reaches a line: the keys in REDACTED_KEYS are censored wherever
// they sit (two levels deep), and free text (messages, error messages and stacks) is scrubbed of e-mail
// addresses, PANs, phone numbers and bearer tokens. The logger is made on first use (env() then holds).

const KEY = Symbol.for('ssf.logger');
const holder = globalThis as unknown as Record<symbol, Logger | undefined>;

function scrubError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  for (const field of ['message', 'stack'] as const)
    if (typeof serialized[field] === 'string') serialized[field] = scrubText(serialized[field]);
  return serialized;
}

/** The logger's configuration; `destination` is stdout unless a test reads the lines. */
export function createLogger(destination?: DestinationStream): Logger {
  const { LOG_LEVEL, INSTANCE_ID } = env();
  const options: pino.LoggerOptions = {
    level: LOG_LEVEL,
    base: { instance: INSTANCE_ID ?? `${hostname()}:${process.pid}` },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    messageKey: 'msg',
    redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]), censor: CENSOR },
    serializers: { err: scrubError, error: scrubError },
    mixin: () => {
      const id = currentRequestId();
      return id ? { request_id: id } : {};
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The process's logger. `log().error({ err }, '[mail] delivery run failed')`. */
export function log(): Logger {
  return (holder[KEY] ??= createLogger());
}
