import { Link } from 'wouter';
import { CLIENT_ROUTES } from '../../../contract/routes';
import { ChatFrame, ChatStatus } from './ChatFrame';

/**
 * A chat link that matches no application (mistyped, cut short by a mail client). Spec §8 sent the
 * visitor silently home; issue 17 asks to say so and offer a way on.
 */
export function ApplicationNotFound() {
  return (
    <ChatFrame>
      <ChatStatus>
        <h1 className="text-xl font-semibold text-gray-900">Application not found</h1>
        <p className="max-w-md text-gray-700">
          No application matches this link. Check that the whole link was copied from your e-mail, or find
          your applications with your e-mail address.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            href={CLIENT_ROUTES.myApplications}
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            My applications
          </Link>
          <Link
            href="/"
            className="rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Start a new application
          </Link>
        </div>
      </ChatStatus>
    </ChatFrame>
  );
}
