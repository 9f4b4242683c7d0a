import { Link } from 'wouter';
import { SUPPORT_RESPONSE_HOURS, SUPPORT_WEEKDAY_RESPONSE_HOURS } from '../../../contract/constants';
import { CLIENT_ROUTES } from '../../../contract/routes';
import { StaticPageLayout } from '../../components/layout/StaticPageLayout';
import { SupportEmailLink } from '../../components/SupportEmailLink';
import { usePublicConfig } from '../../lib/use-public-config';
import { ContactForm } from './ContactForm';

/** /contact (spec §2): the contact form, with the support address and response times beside it. */
export default function ContactPage() {
  const { data: config } = usePublicConfig();
  return (
    <StaticPageLayout
      title="Contact Us"
      meta={{
        description: `Questions about your provisional patent application, payment or privacy? Write to the InventDraft team: we reply within ${SUPPORT_RESPONSE_HOURS} hours.`,
      }}
      intro={`Questions about your application, a payment or your data? Send us a message and we will reply within ${SUPPORT_RESPONSE_HOURS} hours, usually within ${SUPPORT_WEEKDAY_RESPONSE_HOURS} hours Monday to Friday.`}
    >
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <ContactForm supportEmail={config?.supportEmail} />
      </div>
      <h2>Other ways to reach us</h2>
      <ul>
        <li>
          Email: <SupportEmailLink fallback="loading the address…" />
        </li>
        <li>
          Lost the link to your application? Open{' '}
          <Link href={CLIENT_ROUTES.myApplications}>My applications</Link> and we e-mail a sign-in link to the
          address you used, or ask us and we send a recovery link.
        </li>
        <li>
          Filing questions: our <Link href="/uspto-filing-instructions">USPTO filing instructions</Link> walk
          you through Patent Center step by step.
        </li>
      </ul>
      <p className="text-sm">
        Please do not send confidential details of your invention by e-mail: describe the issue, and we will
        look at your application with your permission.
      </p>
    </StaticPageLayout>
  );
}
