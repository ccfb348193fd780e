import { CONTRACT_MESSAGES, CONTRACT_ROLE_LABELS, CONTRACT_ROLES } from '@pulse/domain/deal-contract';
import { type ContractResponse, SignContractRequest } from '@pulse/domain/deal-contract-contracts';
import type { DealView } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { Loading } from '../../../ui/spinner';
import { useContract } from '../api/get-contract';
import { useSignContract } from '../api/sign-contract';
import { formatDate, formatDateTime } from './format';

/**
 * The contract both sides sign (decision 061): the document, its hash, where each side's signature stands, the
 * typed-name field and Sign contract while it is the caller's turn, and Download PDF. The partner opens it from
 * the Deal Diary, the creative from /creator/deals.
 */
export function ContractDialog({ deal, onClose }: { deal: DealView | null; onClose: () => void }) {
  const contract = useContract(deal?.id ?? null);
  // The deal whose terms changed while its signer read them: the new document shows under this notice.
  const [changedFor, setChangedFor] = useState<string | null>(null);
  return (
    <Dialog
      open={deal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Contract"
      description={deal ? `${deal.title} · ${formatCents(deal.amountCents)}` : undefined}
      footer={
        <>
          {contract.data ? (
            <a href={contract.data.pdfUrl} download className={buttonClasses('secondary')}>
              <Download aria-hidden="true" className="size-4" /> Download PDF
            </a>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {contract.isPending ? (
        <Loading>Loading the contract...</Loading>
      ) : contract.isError ? (
        <Alert tone="danger">Could not load the contract: {errorMessage(contract.error)}</Alert>
      ) : (
        <>
          {changedFor !== null && changedFor === deal?.id ? (
            <Alert tone="danger">{CONTRACT_MESSAGES.changed}</Alert>
          ) : null}
          <ContractStanding contract={contract.data} />
          <article aria-label="Contract terms" className="flex flex-col gap-3">
            {contract.data.document.sections.map((s) => (
              <section key={s.heading}>
                <h3 className="text-sm font-semibold">{s.heading}</h3>
                <SectionBody body={s.body} />
              </section>
            ))}
            <p className="text-xs text-muted">
              Document SHA-256: <span className="font-mono break-all text-fg/80">{contract.data.documentHash}</span>
            </p>
          </article>
          <Signatures contract={contract.data} />
          {contract.data.you.canSign && deal ? (
            <SignForm
              dealId={deal.id}
              contract={contract.data}
              onChanged={() => setChangedFor(deal.id)}
              onSigned={() => {
                setChangedFor(null);
                onClose();
              }}
            />
          ) : null}
        </>
      )}
    </Dialog>
  );
}

/** A section's words: paragraphs, with "- " lines as a list. */
function SectionBody({ body }: { body: string }) {
  const lines = body.split('\n');
  const items = lines.filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
  return (
    <>
      {lines
        .filter((l) => !l.startsWith('- '))
        .map((line) => (
          <p key={line} className="text-sm text-fg/90">
            {line}
          </p>
        ))}
      {items.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-fg/90">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** One line on where the contract stands for the caller. */
function ContractStanding({ contract }: { contract: ContractResponse }) {
  const other = contract.you.role === 'brand' ? 'creator' : 'brand';
  const otherName = contract.document.parties[other].name;
  if (contract.signed.brand && contract.signed.creator) {
    return (
      <Alert tone="success">
        Signed by both sides{contract.signedAt ? ` on ${formatDate(contract.signedAt)}` : ''}.
      </Alert>
    );
  }
  if (contract.status !== 'accepted') {
    return contract.signedAt ? (
      <Alert tone="info">Accepted by the creative on {formatDate(contract.signedAt)}.</Alert>
    ) : (
      <Alert tone="info">The contract is signed once the escrow is funded and a creative is chosen.</Alert>
    );
  }
  if (contract.you.role === 'brand' || contract.you.role === 'creator') {
    return contract.signed[contract.you.role] ? (
      <Alert tone="info">You signed. Waiting for {otherName} to sign.</Alert>
    ) : (
      <Alert tone="info">
        {contract.signed[other] ? `${otherName} signed. ` : ''}Read the contract, then sign it with your name. The work
        starts once both sides signed.
      </Alert>
    );
  }
  return <Alert tone="info">Waiting for both sides to sign.</Alert>;
}

/** Each side's signature on the document shown, or that it is still to come (or was on an earlier version). */
function Signatures({ contract }: { contract: ContractResponse }) {
  return (
    <section aria-label="Signatures" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Signatures</h3>
      <ul className="flex flex-col gap-2">
        {CONTRACT_ROLES.map((role) => {
          const party = contract.document.parties[role];
          const current = contract.signatures.find((s) => s.role === role && s.current);
          const earlier = contract.signatures.some((s) => s.role === role && !s.current);
          return (
            <li key={role} className="rounded-field bg-raised px-3 py-2 text-sm ring-1 ring-line">
              <p className="font-semibold">
                {CONTRACT_ROLE_LABELS[role]}: {party.name}
              </p>
              {current ? (
                <p className="text-muted">
                  Signed by <span className="text-fg">{current.typedName}</span> on {formatDateTime(current.signedAt)}
                  {current.ip ? ` from ${current.ip}` : ''}
                </p>
              ) : (
                <p className="text-muted">
                  {earlier ? 'Signed an earlier version; the terms changed since. ' : ''}Not signed yet
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const NameOnly = SignContractRequest.pick({ typedName: true });
type NameOnly = { typedName: string };

/** The typed-name field and Sign contract: checked with the server's schema, then signed with the hash shown. */
function SignForm({
  dealId,
  contract,
  onChanged,
  onSigned,
}: {
  dealId: string;
  contract: ContractResponse;
  /** The document changed since it was read (409 contract_changed): the dialog says so above the new one. */
  onChanged: () => void;
  onSigned: () => void;
}) {
  const sign = useSignContract();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(NameOnly, { defaultValues: { typedName: '' } });
  const role = contract.you.role === 'brand' ? 'brand' : 'creator';
  const other = role === 'brand' ? 'creator' : 'brand';

  async function onSubmit(values: NameOnly) {
    try {
      const result = await sign.mutateAsync({
        dealId,
        body: { typedName: values.typedName, documentHash: contract.documentHash },
      });
      const done = result.contract.signed.brand && result.contract.signed.creator;
      toast.success(
        done ? CONTRACT_MESSAGES.signed : CONTRACT_MESSAGES.signedWaiting(contract.document.parties[other].name),
      );
      onSigned();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'contract_changed') {
        onChanged();
        return;
      }
      showServerErrors(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Sign the contract"
      className="flex flex-col gap-3 rounded-card p-4 ring-1 ring-accent/60"
    >
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <p className="text-sm">
        By typing your name and pressing Sign contract, you sign this contract electronically
        {role === 'brand' ? ` for ${contract.document.parties.brand.name}` : ''}: it binds you as a handwritten
        signature would. Pulse records your name, the time, your network address and the document's hash.
      </p>
      <TextField
        label="Type your full name to sign"
        hint={contract.you.nameToType ? `As it is on your account: ${contract.you.nameToType}` : undefined}
        autoComplete="name"
        error={errors.typedName?.message}
        {...register('typedName')}
      />
      <Button type="submit" pending={isSubmitting} pendingLabel="Signing..." className="self-end">
        Sign contract
      </Button>
    </form>
  );
}
