export * from './components/milestone-timeline-slot';
export * from './components/milestones-editor-slot';
