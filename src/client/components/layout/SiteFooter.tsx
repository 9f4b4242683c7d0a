import { PRODUCT_NAME } from '../../../contract/constants';

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50 py-6 text-center text-sm text-gray-600">
      © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved. Not a law firm; no legal advice.
    </footer>
  );
}
