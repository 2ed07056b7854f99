import { appBannerDevice, appBannerDevices } from 'crema/server';
import { nginxConfig, sharedCacheCookies } from './nginx';

const config = nginxConfig({ port: 4999, upstreams: ['127.0.0.1:4998', '127.0.0.1:4997'], workDir: '/tmp/crema-x' });

/** The rows of one of the configuration's maps: [PCRE with nginx's ~ or ~* prefix, value]. */
function mapRows(variable: string): [string, string][] {
  const block = new RegExp(`map \\S+ \\${variable} \\{\\n([\\s\\S]*?)\\n\\s*\\}`).exec(config)?.[1] ?? '';
  return [...block.matchAll(/^\s*"(~\*?)([^"]+)" (\S+);$/gm)].map((m) => [`${m[1]}${m[2]}`, m[3]!]);
}

/** What nginx's map gives for `input`: the first row whose regex matches, else the default. */
function mapValue(variable: string, input: string, fallback: string): string {
  for (const [pattern, value] of mapRows(variable)) {
    const caseless = pattern.startsWith('~*');
    if (new RegExp(pattern.slice(caseless ? 2 : 1), caseless ? 'i' : '').test(input)) return value;
  }
  return fallback;
}

describe("the shared cache's nginx configuration", () => {
  it('listens on 127.0.0.1 only and passes to every instance', () => {
    expect([...config.matchAll(/^\s*listen (\S+);$/gm)].map((m) => m[1])).toEqual(['127.0.0.1:4999']);
    expect(config).toContain('server 127.0.0.1:4998;');
    expect(config).toContain('server 127.0.0.1:4997;');
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/131.0 Mobile/15E148'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'],
    [''],
  ])('keys the device as the app banner tells it on the server: %s', (userAgent) => {
    expect(mapValue('$crema_device', userAgent, 'other')).toBe(appBannerDevice(userAgent));
  });

  it('has a row for every device the banner knows', () => {
    expect(new Set(['other', ...mapRows('$crema_device').map(([, device]) => device)])).toEqual(
      new Set(appBannerDevices),
    );
  });

  it('keys on the value of each key cookie, wherever it stands in the header, and bypasses on each bypass cookie', () => {
    for (const name of sharedCacheCookies.key) {
      const [[pattern]] = mapRows(`$crema_cookie_${name.replace(/\W/g, '_').toLowerCase()}`) as [[string, string]];
      const regex = new RegExp(pattern.slice(1));
      expect(regex.exec(`a=1; ${name}=AT; b=2`)?.groups?.value).toBe('AT');
      expect(regex.exec(`${name}=CZ`)?.groups?.value).toBe('CZ');
      expect(regex.exec(`x${name}=CZ`)).toBeNull();
    }
    for (const name of sharedCacheCookies.bypass) {
      expect(mapValue('$crema_bypass', `a=1; ${name}=x`, '0'), name).toBe('1');
      expect(mapValue('$crema_bypass', `not${name}=x`, '0'), `not${name}`).toBe('0');
    }
    expect(mapValue('$crema_bypass', 'LoginToken=x; crema-site=AT', '0')).toBe('0');
  });

  it("puts this request's id in place of every nonce of the storefront's policy", () => {
    const [[pattern, value]] = mapRows('$crema_fresh_policy') as [[string, string]];
    const policy = "script-src 'self' 'nonce-abc+/='; style-src 'self' 'nonce-abc+/='; style-src-elem 'nonce-abc+/='";
    const groups = new RegExp(pattern.slice(1)).exec(policy)?.groups ?? {};
    const fresh = value.replace(/^"|"$/g, '').replace(/\$(p\d+)/g, (_, name: string) => groups[name] ?? '?');
    expect(fresh).toBe(
      "script-src 'self' 'nonce-$request_id'; style-src 'self' 'nonce-$request_id'; style-src-elem 'nonce-$request_id'",
    );
  });
});
