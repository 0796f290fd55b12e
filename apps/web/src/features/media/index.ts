export * from './components/gallery-editor-slot';
export * from './components/profile-gallery';
