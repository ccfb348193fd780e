export * from './auth';
export * from './contact';
export * from './creators';
