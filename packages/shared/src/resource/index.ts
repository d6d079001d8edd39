export * from './define-resource.js';
export * from './fields.js';
