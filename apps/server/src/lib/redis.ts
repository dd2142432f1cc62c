/**
 * A Redis connection whose every command is bounded: a Redis that does not answer fails the
 * command within a second (connecting, within two), so a caller falls back instead of
 * waiting (the abuse limits to this process's counters, the waiting room to PostgreSQL).
 */
import { Redis } from 'ioredis';

export function boundedRedis(url: string, prefix: string, onError: (err: unknown) => void): Redis {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 2,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  redis.on('error', onError);
  return redis;
}
