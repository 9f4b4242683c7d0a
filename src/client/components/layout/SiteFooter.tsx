import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../contract/constants';
import { CLIENT_ROUTES } from '../../../contract/routes';
import { usePublicConfig } from '../../lib/use-public-config';

const FOOTER_LINKS = [
  { href: CLIENT_ROUTES.myApplications, label: 'My applications' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/uspto-filing-instructions', label: 'USPTO Filing Instructions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/data-security', label: 'Data Security' },
] as const;

/** The footer of every public page: site links, the support address and the copyright line. */
export function SiteFooter() {
  const { data: config } = usePublicConfig();
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-2 max-w-sm text-sm leading-relaxed">
            Provisional patent applications for independent US inventors, drafted with an AI assistant.
            {` ${PRODUCT_NAME}`} is not a law firm and does not give legal advice.
          </p>
          <p className="mt-4 text-sm">
            Support:{' '}
            {config ? (
              <a href={`mailto:${config.supportEmail}`} className="text-white underline underline-offset-2">
                {config.supportEmail}
              </a>
            ) : (
              <Link href="/contact" className="text-white underline underline-offset-2">
                contact form
              </Link>
            )}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </div>
    </footer>
  );
}
