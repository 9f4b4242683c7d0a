import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { TestModeBanner } from '../../components/TestModeBanner';
import { CheckoutSuccess } from '../../features/checkout/components/CheckoutSuccess';
import { EmailPriceForm } from '../../features/checkout/components/EmailPriceForm';
import { type CheckoutView, useCheckoutFlow } from '../../features/checkout/hooks/use-checkout-flow';
import { useStripeReturn } from '../../features/checkout/hooks/use-stripe-return';
import { dropEmailFromUrl, initialCheckoutEmail } from '../../lib/checkout-url';
import { usePublicConfig } from '../../lib/use-public-config';

// Stripe's libraries load only when a card form is actually shown (never in test mode).
const CardPaymentForm = lazy(() => import('../../features/checkout/components/CardPaymentForm'));

const HEADINGS: Record<CheckoutView, string> = {
  email: 'Unlock Your Patent Application',
  payment: 'Payment Details',
  success: 'Payment Successful!',
};

function returnUrlFor(sessionId: string | undefined): string {
  const query = new URLSearchParams(sessionId ? { sessionId } : {});
  return `${window.location.origin}/checkout?${query}`;
}

/** /checkout (spec §2): e-mail and price, embedded card form, success. */
export default function CheckoutPage() {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const config = usePublicConfig();
  const flow = useCheckoutFlow({
    sessionId: params.get('sessionId') ?? params.get('session') ?? undefined,
    email: initialCheckoutEmail(params),
  });
  useStripeReturn(params, flow.paid);
  useEffect(dropEmailFromUrl, []);

  // Each new view announces itself: focus moves to its heading (not on first load).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(flow.view);
  useEffect(() => {
    if (shownView.current === flow.view) return;
    shownView.current = flow.view;
    heading.current?.focus();
  });

  const testMode = config.data?.testMode ?? false;
  const publishableKey = config.data?.stripePublishableKey;

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <TestModeBanner />
      <SiteHeader />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-10">
        {flow.sessionId && flow.view !== 'success' && (
          <Link
            href={`/chat/${flow.sessionId}`}
            className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
          >
            <span aria-hidden="true">←</span> Back to your application
          </Link>
        )}
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-gray-900 outline-none">
          {flow.view === 'success' && flow.successKind === 'alreadyPaid'
            ? 'Already Unlocked'
            : HEADINGS[flow.view]}
        </h1>
        <div className="mt-6">
          {flow.view === 'email' && (
            <EmailPriceForm
              initialEmail={flow.email}
              testMode={testMode}
              busy={flow.busy || config.isPending}
              onSubmit={flow.start}
            />
          )}
          {flow.view === 'payment' && flow.clientSecret && publishableKey && (
            <Suspense fallback={<p className="text-gray-700">Loading the secure payment form…</p>}>
              <CardPaymentForm
                publishableKey={publishableKey}
                clientSecret={flow.clientSecret}
                returnUrl={returnUrlFor(flow.sessionId)}
                busy={flow.busy}
                onPaid={flow.paid}
                onBack={flow.backToEmail}
              />
            </Suspense>
          )}
          {flow.view === 'success' && <CheckoutSuccess kind={flow.successKind} sessionId={flow.sessionId} />}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
