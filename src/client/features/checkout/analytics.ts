import { CURRENCY, PRICE_USD } from '../../../contract/constants';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const PURCHASE_ITEM = {
  item_id: 'provisional-patent-application',
  item_name: 'Provisional Patent Application',
} as const;

/** Spec §4: a purchase event with an item id goes to the analytics data layer on success. */
export function pushPurchaseEvent(transactionId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId,
      value: PRICE_USD,
      currency: CURRENCY.toUpperCase(),
      items: [{ ...PURCHASE_ITEM, price: PRICE_USD, quantity: 1 }],
    },
  });
}
