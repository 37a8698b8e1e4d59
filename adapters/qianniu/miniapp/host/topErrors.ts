import { HostError } from './hostError';

export interface CloudFailure {
  code: string;
  message: string;
}

// A message is shown to the merchant; a client that returns a page of text must not fill the screen.
const MAX_MESSAGE = 500;

const PROGRAMMING_ERRORS = new Set(['TypeError', 'ReferenceError', 'SyntaxError', 'RangeError']);

/**
 * What a cloud SDK call failed with, as a code and a message (QIANNIU.md §3):
 * - TOP's `Error(JSON.stringify(error_response))`: code = sub_code ?? code, message = sub_msg ?? msg;
 * - the transport's `Error('code:::msg')` with `.code` / `.msg`;
 * - my.uploadFile's raw fail object `{ error, errorMessage }` → `MY_<error>`;
 * - the host's own HostError (a timeout) as it is; any other Error or value → `fallback.code`.
 * Never throws, whatever it is given.
 */
export function readCloudFailure(error: unknown, fallback: CloudFailure): CloudFailure {
  try {
    return read(error, fallback);
  } catch {
    return fallback;
  }
}

/** readCloudFailure as the HostError a handler throws. */
export function cloudHostError(error: unknown, fallback: CloudFailure): HostError {
  const { code, message } = readCloudFailure(error, fallback);
  return new HostError(code, message);
}

function read(error: unknown, fallback: CloudFailure): CloudFailure {
  if (typeof error === 'string') return { code: fallback.code, message: text(error) ?? fallback.message };
  if (typeof error !== 'object' || error === null) return fallback;
  if (error instanceof HostError) return { code: error.code, message: text(error.message) ?? fallback.message };
  const record = error as Record<string, unknown>;

  if (!(error instanceof Error) && (typeof record.error === 'number' || typeof record.error === 'string')) {
    return { code: `MY_${String(record.error)}`, message: text(record.errorMessage) ?? fallback.message };
  }

  // A bug in the SDK or the client (a TypeError naming its own file and line) is not the merchant's to read.
  if (PROGRAMMING_ERRORS.has(String(record.name))) return fallback;
  const message = typeof record.message === 'string' ? record.message : '';
  const top = topResponse(message);
  if (top) {
    const code = id(top.sub_code) ?? id(top.code);
    if (code !== undefined) return { code, message: text(top.sub_msg) ?? text(top.msg) ?? fallback.message };
  }

  // The SDK's transport error: `Error(code + ':::' + msg)` with the two as properties too.
  const ownCode = id(record.code);
  if (ownCode !== undefined && typeof record.msg === 'string') {
    return { code: ownCode, message: text(record.msg) ?? fallback.message };
  }
  const separator = message.indexOf(':::');
  if (separator > 0) {
    return { code: message.slice(0, separator), message: text(message.slice(separator + 3)) ?? fallback.message };
  }
  return { code: ownCode ?? fallback.code, message: text(message) ?? fallback.message };
}

/** The parsed error_response, also when it arrives wrapped as `{ error_response: {...} }`. */
function topResponse(message: string): Record<string, unknown> | null {
  if (!message.startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const inner = (parsed as { error_response?: unknown }).error_response;
  if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) return inner as Record<string, unknown>;
  return parsed as Record<string, unknown>;
}

function id(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_MESSAGE) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_MESSAGE) : undefined;
}
