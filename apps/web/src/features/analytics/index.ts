export * from './lib/beacons';
export * from './lib/tracked-link';
export * from './lib/use-profile-analytics';
