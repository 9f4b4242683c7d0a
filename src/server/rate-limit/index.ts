/** What routes and operations may call to count and refuse: fixed windows shared by every instance. */
export { consumeRateLimit, enforceRateLimit, type RateLimitRule, resetRateLimit } from './consume-rate-limit';
