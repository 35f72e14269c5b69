import './app/mantine-first.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { currentLanguage, initI18n } from './lib/i18n';
import { listenForInstallPrompt } from './lib/offline/install-prompt';
import { registerServiceWorker } from './lib/offline/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** What the server rendered the first screen with (entry-server.tsx), if it did. */
function serverState(): { state: DehydratedState; language: string } | null {
  const script = document.getElementById('ssr-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as { state: DehydratedState; language: string };
  } catch {
    return null;
  }
}

// The installable app (issue 29): the browser's install offer is kept for later, and the service
// worker registers once the page has loaded.
listenForInstallPrompt();
registerServiceWorker();

// The first screen renders in the visitor's language: its texts load before React starts. React
// renders in a transition, in slices, so the page answers input while the app starts (issue 14).
void initI18n().then(() => {
  const client = createQueryClient();
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  const rendered = serverState();
  // The server renders in English for visitors; anyone else's first screen is drawn afresh.
  if (rendered && rendered.language === currentLanguage()) {
    hydrate(client, rendered.state);
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // The first screen has its styles; the other components' come while it is taken over.
    void import('./app/mantine-rest.css');
  } else {
    void import('./app/mantine-rest.css').then(() =>
      startTransition(() => createRoot(container).render(app)),
    );
  }
});
