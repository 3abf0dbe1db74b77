import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The browser never sends a plain password: it sends hex SHA-256 of this fixed salt + the password
 * (spec §7, "password hashed client side with a fixed salt"). The server treats that pre-hash as the
 * secret and stores only a salted scrypt of it. The demo seed uses the same function.
 */
export const PASSWORD_SALT = 'envcompliance:pw:v1:';

/** JSON-schema pattern a pre-hashed password satisfies (64 hex digits). */
export const PREHASH_PATTERN = '^[0-9a-fA-F]{64}$';

export function prehashPassword(plain: string): string {
  return bytesToHex(sha256(utf8ToBytes(PASSWORD_SALT + plain)));
}
