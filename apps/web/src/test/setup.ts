import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no navigator.sendBeacon: without this stand-in, analytics beacons would fall back
// to fetch and show up among the requests tests count. Tests of the beacons stub their own.
if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon !== 'function') {
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
}
