export { yieldToMain } from './yield-to-main';
