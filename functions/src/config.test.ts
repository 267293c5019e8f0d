import { describe, expect, it } from 'vitest';
import { backendConfig, DEFAULT_SHARE_RATE_LIMIT, parseSiteOrigins } from './config.ts';

describe('backendConfig', () => {
  it('reads the limit of shared links a minute, 30 unless set to a whole number of at least 1', () => {
    expect(DEFAULT_SHARE_RATE_LIMIT).toBe(30);
    expect(backendConfig({}).shareRateLimit).toBe(30);
    expect(backendConfig({ PLCSIM_SHARE_RATE_LIMIT: '5' }).shareRateLimit).toBe(5);
    for (const value of ['', '0', '-3', '2.5', 'many', '1e400']) {
      expect(backendConfig({ PLCSIM_SHARE_RATE_LIMIT: value }).shareRateLimit, value).toBe(30);
    }
  });

  it('reads the site origins from a comma-separated list, none unless set', () => {
    expect(backendConfig({}).siteOrigins).toEqual([]);
    expect(backendConfig({ PLCSIM_SITE_ORIGINS: '' }).siteOrigins).toEqual([]);
    expect(
      backendConfig({ PLCSIM_SITE_ORIGINS: 'https://plcsim.example,http://127.0.0.1:5173' }).siteOrigins,
    ).toEqual(['https://plcsim.example', 'http://127.0.0.1:5173']);
  });
});

describe('parseSiteOrigins', () => {
  it('normalises each origin and drops repeats and blanks', () => {
    expect(
      parseSiteOrigins(' HTTPS://Plcsim.Example:443/ , https://plcsim.example,, http://localhost:80 '),
    ).toEqual(['https://plcsim.example', 'http://localhost']);
  });

  it('leaves out what is not a bare http(s) origin', () => {
    for (const entry of [
      'plcsim.example',
      'https://plcsim.example/app',
      'https://plcsim.example/?x=1',
      'https://plcsim.example/#top',
      'https://user:pw@plcsim.example',
      'ftp://plcsim.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      '*',
    ]) {
      expect(parseSiteOrigins(entry), entry).toEqual([]);
    }
  });
});
