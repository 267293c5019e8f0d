import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_PORT, sitePort, startPorts } from './ports.ts';
import { LOCAL_SITE_ORIGIN, localSiteOrigin } from './stack.ts';

describe("npm start's site port and origin", () => {
  it('follow PORT, so the handlers answer oEmbed for the address the site is really on', () => {
    expect(sitePort({ PORT: '4321' })).toBe(4321);
    expect(localSiteOrigin(sitePort({ PORT: '4321' }))).toBe('http://127.0.0.1:4321');
  });

  it('are 5173 without PORT or with one that is not a port', () => {
    for (const PORT of [undefined, '', 'abc', '0', '-1', '70000', '12.5']) {
      expect(sitePort({ PORT }), String(PORT)).toBe(DEFAULT_SITE_PORT);
    }
    expect(LOCAL_SITE_ORIGIN).toBe('http://127.0.0.1:5173');
  });

  it("leave the stack's own ports to their variables", () => {
    expect(startPorts({ PORT: '4321' })).toEqual({ api: 3002, lambda: 3012, dynamoDb: 8000, cognito: 9229 });
    expect(startPorts({ PLCSIM_API_PORT: '4000' }).api).toBe(4000);
  });
});
