import { usePublicConfig } from '../lib/use-public-config';

/** Design §5: every page that takes money says so when payments run in test mode. */
export function TestModeBanner() {
  const { data } = usePublicConfig();
  if (!data?.testMode) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      Payments are in test mode: no card is charged, and premium features unlock without payment.
    </div>
  );
}
