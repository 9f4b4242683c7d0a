import { useEffect } from 'react';
import { DRAFT_MINUTES_CLAIM, PRICE_USD } from '../../../contract/constants';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { scrollToWizard, WIZARD_ANCHOR_ID } from '../../components/layout/scroll-to-wizard';
import { usePageMeta } from '../../lib/page-meta';
import { Faq } from './Faq';
import { FinalCta } from './FinalCta';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Testimonials } from './Testimonials';
import { WhyPatentNow } from './WhyPatentNow';
import { WhyTrust } from './WhyTrust';
import { WizardTeaser } from './WizardTeaser';

export const LANDING_META = {
  title: `InventDraft | Draft your provisional patent application in under ${DRAFT_MINUTES_CLAIM} minutes`,
  description: `Describe your invention to an AI assistant and download a provisional patent application, ready to file with the USPTO, in under ${DRAFT_MINUTES_CLAIM} minutes. Confidential. Pay $${PRICE_USD} only when you are satisfied.`,
};

/** Spec §2: the landing page. */
export default function LandingPage() {
  usePageMeta(LANDING_META);

  // Arriving from another page's Get Started link (/#wizard): scroll once the block exists.
  useEffect(() => {
    if (window.location.hash === `#${WIZARD_ANCHOR_ID}`) scrollToWizard();
  }, []);

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Hero />
        <WizardTeaser />
        <Testimonials />
        <HowItWorks />
        <WhyTrust />
        <WhyPatentNow />
        <Faq />
        <FinalCta />
      </main>
      <SiteFooter />
    </div>
  );
}
