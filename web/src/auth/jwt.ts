/** A decoded JSON Web Token in the shape Amplify keeps (`payload` and the original text). */
export interface DecodedJwt {
  payload: Record<string, unknown> & { exp?: number; iat?: number };
  toString(): string;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a token's payload (without verifying it: the backend does that). Throws on a malformed token. */
export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split('.');
  const body = parts[1];
  if (parts.length !== 3 || !body) throw new Error('Invalid token.');
  const payload: unknown = JSON.parse(base64UrlDecode(body));
  if (typeof payload !== 'object' || payload === null) throw new Error('Invalid token.');
  return { payload: payload as DecodedJwt['payload'], toString: () => token };
}

/** A string claim of a payload, or '' when absent. */
export function stringClaim(payload: Record<string, unknown> | undefined, name: string): string {
  const value = payload?.[name];
  return typeof value === 'string' ? value : '';
}
