import { Link } from 'wouter';
import type { SuccessKind } from '../hooks/use-checkout-flow';

/** View 3 of the checkout, shown while the redirect to the chat counts down. */
export function CheckoutSuccess({ kind, sessionId }: { kind: SuccessKind; sessionId: string | undefined }) {
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-6 text-center">
      <p aria-hidden="true" className="text-4xl text-green-700">
        ✓
      </p>
      <p className="mt-2 text-lg font-semibold text-gray-900">
        {kind === 'alreadyPaid' ? 'This application is already unlocked.' : 'Premium features unlocked!'}
      </p>
      <p className="mt-1 text-gray-700">Taking you back to your application…</p>
      {sessionId && (
        <Link href={`/chat/${sessionId}`} className="mt-4 inline-block font-medium text-brand-700 underline">
          Go to my application now
        </Link>
      )}
    </div>
  );
}
