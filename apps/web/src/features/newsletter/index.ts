export * from './components/newsletter-form';
