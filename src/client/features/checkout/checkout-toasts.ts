import type { ToastInput } from '../../components/ui/toast-store';

/** Every toast of the checkout, worded exactly as spec §5 and §8 give them. */
export const CHECKOUT_TOASTS = {
  invalidEmail: {
    title: 'Invalid Email',
    description: 'Please enter a valid email address',
    variant: 'destructive',
  },
  paymentFailed: (providerMessage: string | undefined): ToastInput => ({
    title: 'Payment Failed',
    description: providerMessage,
    variant: 'destructive',
  }),
  sessionMissing: {
    title: 'Payment Error',
    description: 'Session not found. Please try again.',
    variant: 'destructive',
  },
  unlockFailed: {
    title: 'Payment Error',
    description: 'Payment processed but failed to unlock features. Please contact support.',
    variant: 'destructive',
  },
  success: { title: 'Payment Successful!', description: 'Premium features unlocked! Redirecting...' },
  requestFailed: {
    title: 'Error',
    description: 'Failed to process request. Please try again.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput | ((message: string | undefined) => ToastInput)>;
