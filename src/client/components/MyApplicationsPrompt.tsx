import { Link } from 'wouter';
import { CLIENT_ROUTES } from '../../contract/routes';

/** A line pointing a returning inventor to /sessions, after the screen's own question. */
export function MyApplicationsPrompt({ lead }: { lead: string }) {
  return (
    <p className="mt-4 text-sm text-slate-700">
      {lead}{' '}
      <Link
        href={CLIENT_ROUTES.myApplications}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        My applications
      </Link>
    </p>
  );
}
