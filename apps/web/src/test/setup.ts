import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A lazily loaded part (a dialog, the Follow button) can take more than the default second to
// appear when CI runs the suites beside each other on two cores. Waits end as soon as what they
// wait for holds, so a longer limit costs passing tests nothing.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no navigator.sendBeacon: without this stand-in, analytics beacons would fall back
// to fetch and show up among the requests tests count. Tests of the beacons stub their own.
if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon !== 'function') {
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
}
