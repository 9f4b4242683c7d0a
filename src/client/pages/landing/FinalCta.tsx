import { PRICE_USD } from '../../../contract/constants';
import { GetStartedLink } from '../../components/layout/GetStartedLink';

/** Spec §2: the final call to action, linking back to the wizard anchor. */
export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Protect your idea today
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-brand-50">
          Start free, see your draft take shape, and pay ${PRICE_USD} only when you are happy with it.
        </p>
        <GetStartedLink className="mt-8 inline-block rounded-xl bg-white px-8 py-4 text-lg font-semibold text-brand-900 shadow-lg hover:bg-brand-50">
          Start My Application
        </GetStartedLink>
      </div>
    </section>
  );
}
