import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { sendRecoveryLink } from './api/send-recovery-link';

export type RecoveryLinkState = 'idle' | 'sending' | 'sent';

/**
 * Spec §4: opening the dialog with a session and an e-mail sends the link once by itself; closing
 * resets it, so the next opening sends again. Failure toasts as spec §8.
 */
export function useRecoveryLink(options: {
  open: boolean;
  sessionId: string | undefined;
  email: string | null | undefined;
}) {
  const { open, sessionId, email } = options;
  const [state, setState] = useState<RecoveryLinkState>('idle');
  const autoSent = useRef(false);

  const send = useCallback(async () => {
    if (!sessionId || !email) {
      toast({
        title: 'Error',
        description: 'Unable to send recovery link. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setState('sending');
    try {
      await sendRecoveryLink({ email, sessionId });
      // The dialog itself says it was sent (and where): a toast as well would say it twice (issue 17).
      setState('sent');
    } catch {
      setState('idle');
      toast({ title: 'Failed to send recovery link', description: 'Please try again or contact support' });
    }
  }, [sessionId, email]);

  useEffect(() => {
    if (!open) {
      autoSent.current = false;
      setState('idle');
      return;
    }
    if (autoSent.current) return;
    autoSent.current = true;
    void send();
  }, [open, send]);

  return { state, send };
}
