export * from './countries.js';
export * from './currency.js';
export * from './fields.js';
export * from './leads.js';
export * from './openapi.js';
export * from './routes.js';
export * from './schemas.js';
export * from './text.js';
