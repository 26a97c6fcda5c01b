export { readSupabaseConfig, type SupabaseConfig, type SupabaseEnv } from './config.ts';
