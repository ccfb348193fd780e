import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Client } from './test-app';

/** The authenticator's 30-second step now. */
const currentStep = () => Math.floor(Date.now() / 30_000);

/** The code an authenticator app shows now for the secret Pulse displayed (base32, as in the otpauth URI). */
export function totpCode(secret: string, stepsFromNow = 0): Promise<string> {
  return createOTP(base32.decode(secret)).hotp(currentStep() + stepsFromNow);
}

/** Turns on two-factor sign-in for the signed-in `client` as a person would; returns the app's secret. */
export async function turnOnTwoFactor(client: Client, password: string): Promise<string> {
  const enabled = await client.post('/api/accounts/two-factor/enable', { password });
  if (enabled.statusCode !== 200) throw new Error(`two-factor enable: ${enabled.statusCode} ${enabled.body}`);
  const { secret } = enabled.json();
  // The previous step's code (the current and next stay free for the sign-ins a test makes) is accepted only
  // until the next step begins: when a step boundary falls between the code and its check, once more.
  for (let attempt = 0; ; attempt++) {
    const step = currentStep();
    const confirmed = await client.post('/api/accounts/two-factor/confirm', { code: await totpCode(secret, -1) });
    if (confirmed.statusCode === 200) return secret;
    if (attempt > 0 || currentStep() === step) {
      throw new Error(`two-factor confirm: ${confirmed.statusCode} ${confirmed.body}`);
    }
  }
}
