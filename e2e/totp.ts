import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The code an authenticator app shows for the secret Pulse displayed, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return createOTP(base32.decode(secret.replace(/\s+/g, ''))).hotp(Math.floor(Date.now() / 30_000) + steps);
}
