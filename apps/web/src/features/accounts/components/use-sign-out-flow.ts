import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../api/sign-out';

/** Signs out, says so, and goes home; a failure is shown as a toast. */
export function useSignOutFlow() {
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function run() {
    try {
      await signOut.mutateAsync();
      toast.success('Signed out. See you soon.');
      navigate('/');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return { signOut: run, pending: signOut.isPending };
}
