import { z } from 'zod';
import {
  CONTRACT_MESSAGES,
  CONTRACT_ROLES,
  type ContractDocument as ContractDocumentType,
  isDocumentHash,
} from './deal-contract';
import { DEAL_STATUSES } from './deal-lifecycle';
import { DealView } from './deals';

/** The API's shapes of a deal's contract (decision 061); the rules are in deal-contract.ts. */

const Party = z.object({ userId: z.string(), name: z.string(), signerName: z.string() });

/** The document exactly as it is hashed (every field: a response must not drop one). */
export const ContractDocument = z.object({
  version: z.number().int(),
  dealId: z.string(),
  title: z.string(),
  parties: z.object({ brand: Party, creator: Party }),
  terms: z.object({
    kind: z.enum(['project', 'license']),
    description: z.string(),
    deliverables: z.array(z.string()),
    tags: z.array(z.string()),
    currency: z.literal('USD'),
    amountCents: z.number().int(),
    deadline: z.string().nullable(),
    milestones: z.array(
      z.object({
        number: z.number().int(),
        title: z.string(),
        amountCents: z.number().int(),
        dueDate: z.string().nullable(),
        release: z.literal('approval'),
      }),
    ),
    splits: z.array(z.object({ name: z.string(), percentage: z.number(), amountCents: z.number().int() })),
    usage: z.object({
      type: z.string().nullable(),
      label: z.string(),
      scope: z.string(),
      territory: z.string(),
      duration: z.string(),
      exclusive: z.boolean(),
    }),
    revisionRounds: z.number().int(),
    autoApproveDays: z.number().int(),
    fee: z.object({ bps: z.number().int(), freeProjects: z.number().int() }),
    aiDisclosure: z.literal(true),
  }),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});
// The schema and the rules' type describe the same document.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const documentsAgree: Same<z.infer<typeof ContractDocument>, ContractDocumentType> = true;
void documentsAgree;

export const ContractSignatureView = z.object({
  id: z.string(),
  role: z.enum(CONTRACT_ROLES),
  /** The name the signer typed. */
  typedName: z.string(),
  signedAt: z.string(),
  /** The network address the signature came from; null for one the demo seed made. */
  ip: z.string().nullable(),
  documentHash: z.string(),
  /** It is a signature on the document shown (one on an earlier version no longer counts). */
  current: z.boolean(),
});
export type ContractSignatureView = z.infer<typeof ContractSignatureView>;

export const ContractResponse = z.object({
  dealId: z.string(),
  status: z.enum(DEAL_STATUSES),
  document: ContractDocument,
  /** SHA-256 of the document's canonical serialisation: what a signature names. */
  documentHash: z.string(),
  /** The document is the one both sides signed, kept as signed; otherwise the deal's terms as they are now. */
  signedDocument: z.boolean(),
  /** Every signature on the deal, oldest first. */
  signatures: z.array(ContractSignatureView),
  /** Whose signature counts on the document shown. */
  signed: z.object({ brand: z.boolean(), creator: z.boolean() }),
  /** When the contract became binding (the second signature); for deals signed before decision 061, the creative's. */
  signedAt: z.string().nullable(),
  /** The caller's side, whether they can sign now, and the name they type (their own). */
  you: z.object({
    role: z.enum(['brand', 'creator', 'admin', 'collaborator']),
    canSign: z.boolean(),
    nameToType: z.string().nullable(),
  }),
  pdfUrl: z.string(),
});
export type ContractResponse = z.infer<typeof ContractResponse>;

export const SignContractRequest = z.object({
  typedName: z
    .string({ error: CONTRACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTRACT_MESSAGES.nameRequired)
    .max(200, CONTRACT_MESSAGES.nameRequired),
  documentHash: z
    .string({ error: CONTRACT_MESSAGES.hashInvalid })
    .trim()
    .toLowerCase()
    .refine(isDocumentHash, CONTRACT_MESSAGES.hashInvalid),
});
export type SignContractRequest = z.infer<typeof SignContractRequest>;
export type SignContractInput = z.input<typeof SignContractRequest>;

export const SignContractResponse = z.object({ contract: ContractResponse, deal: DealView });
export type SignContractResponse = z.infer<typeof SignContractResponse>;
