import type { ChooseRoleRequest } from '@pulse/domain/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** Sets the visitor's role on the server; app/ passes the accounts feature's mutation in. */
export type ChooseRole = (request: ChooseRoleRequest) => Promise<unknown>;

/**
 * Sends a role choice and moves on to `to` once the server has it; a failure stays on the
 * screen (inline and as a toast) and the choice can be tried again.
 */
export function useChooseRoleThenGo(chooseRole: ChooseRole) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(request: ChooseRoleRequest, to: string) {
    setPending(true);
    setError(null);
    try {
      await chooseRole(request);
      navigate(to);
    } catch (cause) {
      const message = errorMessage(cause);
      setError(message);
      toast.error(message);
      setPending(false);
    }
  }

  return { submit, pending, error };
}
