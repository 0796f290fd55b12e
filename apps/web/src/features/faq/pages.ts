export * from './api/get-faq';
export * from './components/faq-accordion';
export * from './components/faq-excerpt';
export * from './prefetch-faq';
