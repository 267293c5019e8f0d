import { describe, expect, it } from 'vitest';
import { backendConfig, DEFAULT_SHARE_RATE_LIMIT } from './config.ts';

describe('backendConfig', () => {
  it('reads the limit of shared links a minute, 30 unless set to a whole number of at least 1', () => {
    expect(DEFAULT_SHARE_RATE_LIMIT).toBe(30);
    expect(backendConfig({}).shareRateLimit).toBe(30);
    expect(backendConfig({ PLCSIM_SHARE_RATE_LIMIT: '5' }).shareRateLimit).toBe(5);
    for (const value of ['', '0', '-3', '2.5', 'many', '1e400']) {
      expect(backendConfig({ PLCSIM_SHARE_RATE_LIMIT: value }).shareRateLimit, value).toBe(30);
    }
  });
});
