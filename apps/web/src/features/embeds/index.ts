export * from './components/site-snippets-button';
