import { PRODUCT_NAME } from '../../../contract/constants';

/** Placeholder landing page until the public-site issue lands. */
export default function LandingPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-gray-900">{PRODUCT_NAME}</h1>
      <p className="mt-4 text-lg text-gray-700">
        Describe your invention to an AI assistant and download a provisional patent application.
      </p>
    </main>
  );
}
