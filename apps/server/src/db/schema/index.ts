export * from './applications';
export * from './auth';
export * from './contact';
export * from './creators';
export * from './onboarding';
export * from './taste';
