import { formatCents } from '@pulse/domain/ledger';
import {
  ownerRemainder,
  partiesWithOwner,
  SPLIT_MESSAGES,
  type SplitParty,
  type SplitRules,
  splitListErrors,
  splitShares,
} from '@pulse/domain/splits';
import { UserPlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { useCollaboratorSearch } from '../lib/collaborators';

/** One collaborator as the field edits it: the percentage is the text typed. */
export interface SplitRow {
  userId: string;
  name: string;
  percentage: string;
}

const COLORS = ['bg-accent', 'bg-info', 'bg-success', 'bg-fg', 'bg-danger'];

function percentOf(text: string): number {
  const v = text.trim();
  return /^\d{1,3}$/.test(v) ? Number(v) : Number.NaN;
}

/** The whole split the rows describe (the owner first with what is left); what the API receives. */
export function splitPartiesOf(ownerId: string, rows: readonly SplitRow[], rules: SplitRules): SplitParty[] {
  return partiesWithOwner(
    ownerId,
    rows.map((r) => ({ userId: r.userId, percentage: percentOf(r.percentage) })),
    rules,
  );
}

/** The first problem with the rows, or null when they may be saved (the server's rule, word for word). */
export function splitRowsError(ownerId: string, rows: readonly SplitRow[], rules: SplitRules): string | null {
  if (rows.length === 0) return null;
  const errors = splitListErrors(splitPartiesOf(ownerId, rows, rules), rules);
  return Object.values(errors.rows)[0] ?? errors.list;
}

/**
 * The collaborator splits field (deals and beats): search approved creatives by name, add them with a
 * whole percent each, the owner's remaining share, a percentage bar, each party's amount when the amount is
 * known, and the rule's messages inline as the numbers change.
 */
export function SplitsField({
  label,
  hint,
  owner,
  rows,
  onChange,
  rules,
  amountCents = null,
  error,
}: {
  label: string;
  hint?: string;
  owner: { id: string; name: string };
  rows: readonly SplitRow[];
  onChange: (rows: SplitRow[]) => void;
  rules: SplitRules;
  amountCents?: number | null;
  /** A message from the server about the whole list. */
  error?: string | null;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useCollaboratorSearch(debounced);

  const numbers = rows.map((r) => ({ userId: r.userId, percentage: percentOf(r.percentage) }));
  const remainder = ownerRemainder(numbers);
  const parties = partiesWithOwner(owner.id, numbers, rules);
  const offset = parties.length - rows.length; // 1 when the owner is listed
  const checked = rows.length > 0 ? splitListErrors(parties, rules) : { rows: {}, list: null };
  const rowError = (i: number) => checked.rows[i + offset];
  const ownerError = offset === 1 ? checked.rows[0] : undefined;
  const listError = checked.list ?? error ?? null;
  const shares = amountCents !== null ? splitShares(amountCents, parties) : null;
  const amountOf = (userId: string) => {
    if (amountCents === null) return null;
    if (rows.length === 0) return userId === owner.id ? amountCents : null;
    const i = parties.findIndex((p) => p.userId === userId);
    return shares && i >= 0 ? (shares[i] ?? null) : null;
  };
  const full = rows.length + 1 >= rules.maxParties;
  const taken = new Set([owner.id, ...rows.map((r) => r.userId)]);
  const results = (search.data?.items ?? []).filter((c) => !taken.has(c.id));

  // The bar: the owner's share and each collaborator's, as typed (clamped so it never overflows).
  const segments = [
    { key: owner.id, percentage: rows.length === 0 ? 100 : Math.max(0, remainder) },
    ...numbers.map((n) => ({ key: n.userId, percentage: Number.isFinite(n.percentage) ? n.percentage : 0 })),
  ];
  let used = 0;
  const widths = segments.map((s) => {
    const w = Math.max(0, Math.min(s.percentage, 100 - used));
    used += w;
    return w;
  });

  function setPercent(i: number, text: string) {
    onChange(rows.map((r, j) => (j === i ? { ...r, percentage: text.replace(/[^\d]/g, '').slice(0, 3) } : r)));
  }

  function add(person: { id: string; name: string }) {
    const share = remainder > 1 ? Math.floor(remainder / 2) : 0;
    onChange([...rows, { userId: person.id, name: person.name, percentage: share > 0 ? String(share) : '' }]);
    setQuery('');
    setDebounced('');
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted">{hint}</p> : null}

      <div
        className="flex h-3 overflow-hidden rounded-full bg-raised ring-1 ring-line"
        role="img"
        aria-label={`Split: ${[
          `${owner.name} ${rows.length === 0 ? 100 : remainder}%`,
          ...rows.map((r) => `${r.name} ${r.percentage || 0}%`),
        ].join(', ')}`}
      >
        {segments.map((s, i) => (
          <span key={s.key} className={COLORS[i % COLORS.length]} style={{ width: `${widths[i]}%` }} />
        ))}
      </div>

      <ul aria-label="Split parties" className="flex flex-col gap-2">
        <li className="flex flex-col gap-1 rounded-field bg-raised/60 px-3 py-2 ring-1 ring-line">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex min-w-0 flex-1 basis-40 items-center gap-2">
              <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', COLORS[0])} />
              <span className="truncate text-sm font-semibold">You · {owner.name}</span>
            </span>
            <span className="ml-auto flex shrink-0 items-center gap-3 text-sm tabular-nums">
              <span data-testid="owner-share" className={cn('font-semibold', remainder < 0 && 'text-danger')}>
                {rows.length === 0 ? 100 : remainder}%
              </span>
              {amountCents !== null ? (
                <span className="w-20 text-right text-muted">
                  {amountOf(owner.id) !== null ? formatCents(amountOf(owner.id) as number) : '—'}
                </span>
              ) : null}
            </span>
          </div>
          {ownerError ? <p className="text-sm font-medium text-danger">{ownerError}</p> : null}
        </li>
        {rows.map((row, i) => {
          const inputId = `${id}-p-${row.userId}`;
          const message = rowError(i);
          const amount = amountOf(row.userId);
          return (
            <li key={row.userId} className="flex flex-col gap-1 rounded-field bg-raised/60 px-3 py-2 ring-1 ring-line">
              <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <span className="flex min-w-0 flex-1 basis-40 items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={cn('size-2.5 shrink-0 rounded-full', COLORS[(i + 1) % COLORS.length])}
                  />
                  <span className="truncate text-sm font-semibold">{row.name}</span>
                </span>
                <span className="ml-auto flex shrink-0 items-center gap-2">
                  <label htmlFor={inputId} className="sr-only">
                    {row.name}'s share (%)
                  </label>
                  <span className="relative">
                    <input
                      id={inputId}
                      inputMode="numeric"
                      value={row.percentage}
                      onChange={(e) => setPercent(i, e.target.value)}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${inputId}-error` : undefined}
                      className="w-16 rounded-field bg-raised py-2 pr-6 pl-3 text-right text-base text-fg tabular-nums ring-1 ring-line-strong focus:ring-2 focus:ring-accent focus:outline-none aria-invalid:ring-danger"
                    />
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-sm text-muted"
                    >
                      %
                    </span>
                  </span>
                  {amountCents !== null ? (
                    <span className="w-20 text-right text-sm text-muted tabular-nums">
                      {amount !== null ? formatCents(amount) : '—'}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                    className="grid size-10 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg"
                    aria-label={`Remove ${row.name}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </div>
              {message ? (
                <p id={`${inputId}-error`} className="text-sm font-medium text-danger">
                  {message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {listError}
        </p>
      ) : null}

      {full ? (
        <p className="text-xs text-muted">{SPLIT_MESSAGES.tooMany(rules.maxParties)}</p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold">
            Add a collaborator
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search approved creatives by name"
            autoComplete="off"
            className="w-full rounded-field bg-raised px-4 py-3 text-base text-fg ring-1 ring-line-strong placeholder:text-muted/80 focus:ring-2 focus:ring-accent focus:outline-none"
          />
          {debounced.length >= 2 ? (
            search.isError ? (
              <p className="text-sm text-danger">We couldn't search creatives right now. Try again.</p>
            ) : search.isPending ? (
              <p role="status" className="text-sm text-muted">
                Searching...
              </p>
            ) : results.length === 0 ? (
              <p role="status" className="text-sm text-muted">
                No approved creatives match “{debounced}”.
              </p>
            ) : (
              <ul aria-label="Matching creatives" className="flex flex-col gap-1">
                {results.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      onClick={() => add(c)}
                      aria-label={`Add ${c.name}`}
                      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-field px-3 text-left text-sm ring-1 ring-line hover:bg-raised"
                    >
                      <span className="min-w-0 truncate">
                        <span className="font-semibold">{c.name}</span>
                        {c.type ? <span className="text-muted"> · {c.type}</span> : null}
                      </span>
                      <UserPlus aria-hidden="true" className="size-4 shrink-0 text-accent" />
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : query.trim().length > 0 ? (
            <p className="text-xs text-muted">Type at least 2 letters of their name.</p>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
