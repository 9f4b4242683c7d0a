import { render } from '@testing-library/react';
import { App } from '../app/App';

/** Renders the whole client at a path, as the browser would after navigating there. */
export function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}
