import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { shellToast } from '../../../lib/shell-toast';
import { useSignOut } from '../api/sign-out';

/** Signs out, says so, and goes home; a failure is shown as a toast. */
export function useSignOutFlow() {
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function run() {
    try {
      await signOut.mutateAsync();
      void shellToast('success', 'Signed out. See you soon.');
      navigate('/');
    } catch (error) {
      void shellToast('error', errorMessage(error));
    }
  }

  return { signOut: run, pending: signOut.isPending };
}
