import { SERVER_STATE_ELEMENT_ID } from '@catalyst/shared';
import './index.css';

/**
 * The browser's entry: small on purpose. A server-rendered page is complete and usable as it
 * arrives, so the app is started only once the browser has painted it: however fast the
 * scripts arrive (from the cache on a second visit, say), running them never holds back the
 * first paint. The server preloads the app's code, so it is ready by then. A page the server
 * did not render has nothing to show yet and starts the app at once.
 */
function loadAndStartApp() {
  void import('./start-app').then((app) => app.startApp());
}

function afterFirstPaint(callback: () => void) {
  // A background tab does not paint (nor run animation frames) until it is shown.
  if (document.visibilityState === 'hidden') return callback();
  // The frame's callback runs just before the paint; the task after it, just after.
  requestAnimationFrame(() => setTimeout(callback, 0));
}

if (document.getElementById(SERVER_STATE_ELEMENT_ID)) afterFirstPaint(loadAndStartApp);
else loadAndStartApp();
