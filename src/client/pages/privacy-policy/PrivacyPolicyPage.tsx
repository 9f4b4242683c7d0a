import { Link } from 'wouter';
import { POLICY, PRODUCT_NAME } from '../../../contract/constants';
import { StaticPageLayout } from '../../components/layout/StaticPageLayout';
import { SupportEmailLink } from '../../components/SupportEmailLink';

/** /privacy-policy: every heading of spec §2 "Static content". */
export default function PrivacyPolicyPage() {
  const support = <SupportEmailLink fallback="our support address" />;
  return (
    <StaticPageLayout
      title="Privacy Policy"
      meta={{
        description:
          'What InventDraft collects, why, who it is shared with, how it is protected, and your rights to access, correct, delete and export your data.',
      }}
      intro={
        <>
          <p className="text-sm font-medium text-slate-500">Last updated {POLICY.privacyPolicyLastUpdated}</p>
          <p className="mt-3">
            Your invention is confidential, and so is everything else you tell us. This policy explains what
            {` ${PRODUCT_NAME}`} collects, why, and the choices you have.
          </p>
        </>
      }
    >
      <h2>Information We Collect</h2>
      <ul>
        <li>
          <strong>Your e-mail address</strong>, which identifies your applications. We do not ask for a
          password or create an account.
        </li>
        <li>
          <strong>What you tell the assistant</strong>: your invention description, chat messages, the
          sections of your draft and any sketch you upload.
        </li>
        <li>
          <strong>Payment records</strong>: the amount, date and status of your payment. Card details go
          directly to our payment provider; we never see or store your card number.
        </li>
        <li>
          <strong>Messages you send us</strong> through the contact form or by e-mail.
        </li>
        <li>
          <strong>Technical data</strong> needed to run the service securely, such as your IP address in
          server logs and rate-limit counters. We never write your invention text to logs.
        </li>
      </ul>

      <h2>How We Use Your Information</h2>
      <ul>
        <li>To draft your provisional patent application and generate its PDF.</li>
        <li>To save your progress and send the recovery links you ask for.</li>
        <li>To process your payment and send your receipt.</li>
        <li>To answer your questions and provide support.</li>
        <li>To keep the service secure, prevent abuse and meet our legal obligations.</li>
      </ul>
      <p>
        We do not sell your information, and we do not use your invention for advertising or publish it
        anywhere.
      </p>

      <h2>How We Share Information</h2>
      <p>We share only what a trusted service provider needs to perform its task for us:</p>
      <ul>
        <li>our payment processor, to take your payment;</li>
        <li>our e-mail delivery provider, to send the messages you request;</li>
        <li>
          the AI model provider that powers the assistant, if one is used, only to write the assistant's
          replies;
        </li>
        <li>hosting and backup providers who store data on our behalf.</li>
      </ul>
      <p>
        We may also disclose information when the law requires it, or to protect the rights and safety of our
        users. If {PRODUCT_NAME} is ever sold or merged, this policy continues to apply to your information.
      </p>

      <h2>Data Security</h2>
      <p>
        Data travels over encrypted connections, access is limited to the staff who need it, and backups are
        taken every hour. Our <Link href="/data-security">Data Security</Link> page describes these measures
        in detail. No system is perfectly secure; if a breach affects your data, we will tell you within{' '}
        {POLICY.breachNotificationHours} hours of confirming it.
      </p>

      <h2>Your Rights</h2>
      <p>Wherever you live, you may ask us to:</p>
      <ul>
        <li>
          <strong>Access</strong>: receive a copy of the personal information we hold about you. On your list
          of applications (opened through the sign-in link we e-mail you), <em>Download All My Data</em> gives
          you at once one JSON file with every application saved under your address: its sessions, chat
          messages, sections, sketch, filing record, every generated PDF (with its SHA-256 fingerprint) and
          your payment records.
        </li>
        <li>
          <strong>Correction</strong>: fix information that is wrong or incomplete.
        </li>
        <li>
          <strong>Deletion</strong>: erase your applications and personal information, unless the law requires
          us to keep them. On your list of applications, <em>Delete</em> erases one application at once, after
          a confirmation naming it: its chat messages, sections, sketch, generated PDFs, filing record,
          reminder e-mails and drafting state. Payment records stay for accounting (amount, currency, date,
          status, payment reference and your e-mail address), without any of your invention's text, and our
          audit log keeps that you deleted an application, by its id only. Our hourly backups still hold it
          until they are replaced (see Data Security).
        </li>
        <li>
          <strong>Portability</strong>: receive your data in a common, machine-readable format: the JSON file
          above, with the PDFs and sketch inside it as base64.
        </li>
        <li>
          <strong>Marketing opt-out</strong>: stop any marketing e-mail; every such e-mail also has an
          unsubscribe link.
        </li>
        <li>
          <strong>Restriction</strong>: limit how we use your information while a request or complaint is
          handled.
        </li>
      </ul>
      <p>
        Write to {support} from the address you used. We reply to every privacy inquiry within{' '}
        {POLICY.privacyInquiryReplyDays} days and complete deletion requests within{' '}
        {POLICY.deletionRequestDays} days.
      </p>

      <h2>Cookies</h2>
      <p>
        We use only the cookies needed for the service to work, for example to keep you signed in to the list
        of your applications after you confirm your e-mail address. We use no advertising cookies and load no
        third-party tracking scripts.
      </p>

      <h2>International Data Transfers</h2>
      <p>
        {PRODUCT_NAME} is operated from the United States and built for US inventors. If you use it from
        elsewhere, your information is transferred to and processed in the United States, with the safeguards
        described in this policy.
      </p>

      <h2>Children's Privacy</h2>
      <p>
        {PRODUCT_NAME} is not directed at children under {POLICY.childrenPrivacyAge}, and we do not knowingly
        collect their information. If you believe a child under {POLICY.childrenPrivacyAge} has given us
        information, contact us and we will delete it. Users under {POLICY.minimumAge} need the consent of a
        parent or guardian.
      </p>

      <h2>Changes to This Policy</h2>
      <p>
        We may update this policy as the service changes. The date at the top shows the latest version. If a
        change materially affects how we use your information, we will tell you by e-mail before it takes
        effect.
      </p>

      <h2>Contact Us</h2>
      <p>
        Questions or requests about your privacy: write to {support} or use our{' '}
        <Link href="/contact">contact form</Link>. We reply within {POLICY.privacyInquiryReplyDays} days.
      </p>
    </StaticPageLayout>
  );
}
