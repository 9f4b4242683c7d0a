import { toast } from '../../../components/ui/toast-store';
import { recoveryUrl } from '../api/links';

/** Spec §2: the link that reopens the session, for the operator to send by hand. */
export function RecoveryLinkBox({ sessionId }: { sessionId: string }) {
  const url = recoveryUrl(sessionId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Recovery link copied to clipboard!' });
    } catch (error) {
      console.error('Copy failed', error);
      toast({
        title: 'Could not copy the link',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="rounded-md border border-gray-200 bg-white p-4">
      <h3 className="font-semibold text-gray-900">Session Recovery URL</h3>
      <p
        className="mt-2 break-all rounded bg-gray-100 p-2 font-mono text-xs text-gray-900"
        data-testid="recovery-url"
      >
        {url}
      </p>
      <button
        type="button"
        onClick={copy}
        className="mt-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        Copy Recovery Link
      </button>
      <p className="mt-2 text-xs text-gray-700">
        If the user did not receive the recovery e-mail, copy this link and send it to them manually.
      </p>
    </div>
  );
}
