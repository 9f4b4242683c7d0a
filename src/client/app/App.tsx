import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { CLIENT_ROUTES } from '../../contract/routes';
import { Toaster } from '../components/ui/Toaster';
import LandingPage from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Providers } from './providers';

// Every route of spec §2. The landing page is in the entry bundle (most visits start there, and a
// second request before the first paint would cost a round trip); every other page loads on demand.
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const PrivacyPolicyPage = lazy(() => import('../pages/privacy-policy/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('../pages/terms-of-service/TermsOfServicePage'));
const DataSecurityPage = lazy(() => import('../pages/data-security/DataSecurityPage'));
const FilingInstructionsPage = lazy(
  () => import('../pages/uspto-filing-instructions/FilingInstructionsPage'),
);
const SessionsPage = lazy(() => import('../pages/sessions/SessionsPage'));
const SessionsByAddressRedirect = lazy(() => import('../pages/sessions/SessionsByAddressRedirect'));
const ChatPage = lazy(() => import('../pages/chat/ChatPage'));
const CheckoutPage = lazy(() => import('../pages/checkout/CheckoutPage'));
const AdminPage = lazy(() => import('../pages/admin/AdminPage'));

export function App() {
  return (
    <Providers>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Switch>
          <Route path={CLIENT_ROUTES.landing} component={LandingPage} />
          <Route path={CLIENT_ROUTES.chat} component={ChatPage} />
          <Route path={CLIENT_ROUTES.chatByQuery} component={ChatPage} />
          <Route path={CLIENT_ROUTES.patentChat} component={ChatPage} />
          <Route path={CLIENT_ROUTES.checkout} component={CheckoutPage} />
          <Route path={CLIENT_ROUTES.myApplications} component={SessionsPage} />
          <Route path={CLIENT_ROUTES.sessions} component={SessionsByAddressRedirect} />
          <Route path={CLIENT_ROUTES.about} component={AboutPage} />
          <Route path={CLIENT_ROUTES.contact} component={ContactPage} />
          <Route path={CLIENT_ROUTES.privacyPolicy} component={PrivacyPolicyPage} />
          <Route path={CLIENT_ROUTES.termsOfService} component={TermsOfServicePage} />
          <Route path={CLIENT_ROUTES.dataSecurity} component={DataSecurityPage} />
          <Route path={CLIENT_ROUTES.filingInstructions} component={FilingInstructionsPage} />
          <Route path={CLIENT_ROUTES.admin} component={AdminPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <Toaster />
    </Providers>
  );
}
