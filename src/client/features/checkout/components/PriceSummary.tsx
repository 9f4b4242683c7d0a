import { PRICE_USD, REFUND_DAYS_IF_REJECTED } from '../../../../contract/constants';

const UNLOCKS = [
  'Edit every section of your application',
  'Generate and download your provisional patent application PDF',
  'Step-by-step USPTO filing instructions',
];

/**
 * The price and both refund statements of spec §1 (design §8: both stay), worded so they do not
 * contradict each other (issue 17): you pay after the free preview, delivery starts at once, and the
 * one exception is a rejection by the USPTO.
 */
export function PriceSummary() {
  return (
    <section aria-labelledby="price-heading" className="rounded-lg border border-gray-200 bg-gray-50 p-5">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="price-heading" className="text-lg font-semibold text-gray-900">
          Provisional Patent Application
        </h2>
        <p className="text-2xl font-bold text-gray-900">
          ${PRICE_USD} <span className="text-sm font-medium text-gray-600">USD</span>
        </p>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        One-time payment, made only once you are satisfied with your free preview.
      </p>
      <ul className="mt-4 space-y-1 text-sm text-gray-800">
        {UNLOCKS.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-green-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-1 border-t border-gray-200 pt-3 text-xs text-gray-700">
        <p>
          Your full application is delivered as soon as you pay, so the payment is non-refundable once
          delivery begins, with one exception: if the USPTO does not accept your application, we refund your
          payment within {REFUND_DAYS_IF_REJECTED} days.
        </p>
      </div>
    </section>
  );
}
