export * from './define-resource.js';
export * from './fields.js';
export * from './filtros.js';
export * from './grade-diaria.js';
