// Structured logging: one JSON object per line on stdout, so any log collector can parse it.
import type { LogLevel } from './config.js';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const log =
    (at: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (RANK[at] < RANK[level]) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields })}\n`);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** For tests that do not care about log output. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Error details for a log line: message and stack stay server-side, never in a response. */
export function describeError(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
