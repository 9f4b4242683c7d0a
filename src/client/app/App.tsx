import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { CLIENT_ROUTES } from '../../contract/routes';
import { Toaster } from '../components/ui/Toaster';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { Providers } from './providers';

// Every route of spec §2. Pages load on demand so the landing page ships only what it needs.
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const AdminPage = lazy(() => import('../pages/admin/AdminPage'));

const placeholder = (title: string) => () => <PlaceholderPage title={title} />;

export function App() {
  return (
    <Providers>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Switch>
          <Route path={CLIENT_ROUTES.landing} component={LandingPage} />
          <Route path={CLIENT_ROUTES.chat} component={placeholder('Patent Assistant')} />
          <Route path={CLIENT_ROUTES.chatByQuery} component={placeholder('Patent Assistant')} />
          <Route path={CLIENT_ROUTES.patentChat} component={placeholder('Patent Assistant')} />
          <Route path={CLIENT_ROUTES.checkout} component={placeholder('Checkout')} />
          <Route path={CLIENT_ROUTES.sessions} component={placeholder('Your Patent Applications')} />
          <Route path={CLIENT_ROUTES.about} component={placeholder('About')} />
          <Route path={CLIENT_ROUTES.contact} component={placeholder('Contact Us')} />
          <Route path={CLIENT_ROUTES.privacyPolicy} component={placeholder('Privacy Policy')} />
          <Route path={CLIENT_ROUTES.termsOfService} component={placeholder('Terms of Service')} />
          <Route path={CLIENT_ROUTES.dataSecurity} component={placeholder('Data Security')} />
          <Route
            path={CLIENT_ROUTES.filingInstructions}
            component={placeholder('USPTO Filing Instructions')}
          />
          <Route path={CLIENT_ROUTES.admin} component={AdminPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <Toaster />
    </Providers>
  );
}
