import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Client } from './test-app';

/**
 * One side signs the deal's contract as the screen does: read it, type their name (the one the contract asks
 * for, unless `typedName` says otherwise), sign the hash read.
 */
export async function signContract(c: Client, dealId: string, typedName?: string): Promise<LightMyRequestResponse> {
  const read = await c.get(`/api/deals/${dealId}/contract`);
  expect(read.statusCode, read.body).toBe(200);
  const contract = read.json();
  return c.post(`/api/deals/${dealId}/contract/sign`, {
    typedName: typedName ?? contract.you.nameToType ?? '',
    documentHash: contract.documentHash,
  });
}

/** Both sides sign (decision 061): the partner, then the creative; the deal is signed. */
export async function signBoth(partner: Client, creative: Client, dealId: string): Promise<LightMyRequestResponse> {
  const first = await signContract(partner, dealId);
  expect(first.statusCode, first.body).toBe(200);
  const second = await signContract(creative, dealId);
  expect(second.statusCode, second.body).toBe(200);
  expect(second.json().deal.status).toBe('signed');
  return second;
}
