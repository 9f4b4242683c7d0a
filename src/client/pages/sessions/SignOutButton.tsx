import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { signOutOfSessions } from '../../features/user-data/api/proven-sessions';

/**
 * Ends the browser's proof for the list, for an inventor on a shared computer. The list's query is
 * reset, so the page asks for a sign-in link again instead of showing cached titles.
 */
export function SignOutButton({
  listQueryKey,
  onSignedOut,
}: {
  listQueryKey: unknown[];
  onSignedOut: () => void;
}) {
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(false);

  const signOut = async () => {
    setWorking(true);
    try {
      await signOutOfSessions();
      onSignedOut();
      await queryClient.resetQueries({ queryKey: listQueryKey });
    } catch {
      toast({
        title: 'Could not sign out',
        description: 'Please check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setWorking(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void signOut()}
      disabled={working}
      className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {working ? 'Signing out...' : 'Sign out'}
    </button>
  );
}
