import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountHref,
  backAction,
  backParent,
  floatingNavItems,
  homeDestination,
  isFloatingNavVisible,
  profileDestination,
} from './navigation';

describe('floating navigation visibility (the intended rule, DESIGN 6)', () => {
  it.each([
    '/start',
    '/start/creative',
    '/start/brand',
    '/onboarding',
    '/onboarding/explorer',
    '/onboarding/creative/basics',
  ])('hides on %s', (path) => expect(isFloatingNavVisible(path)).toBe(false));
  it.each(['/', '/enter', '/about', '/explore', '/creator', '/brand/briefs', '/fan/feed', '/nope'])(
    'shows on %s',
    (path) => expect(isFloatingNavVisible(path)).toBe(true),
  );
});

describe('floating navigation items', () => {
  const paths = (role: Parameters<typeof floatingNavItems>[0]) => floatingNavItems(role).map((i) => i.to);
  it('follows the spec per role, always ending with Home', () => {
    expect(paths('fan')).toEqual(['/explore', '/start', '/']);
    expect(paths('creator')).toEqual(['/creator', '/creator/deals', '/start', '/']);
    expect(paths('brand')).toEqual(['/brand/briefs', '/brand/new-brief', '/deal-diary', '/start', '/']);
    expect(floatingNavItems(null)).toEqual([
      { to: '/start', label: 'Choose Role' },
      { to: '/', label: 'Home' },
    ]);
  });
  it('labels /start Switch Role once a role is chosen', () => {
    expect(floatingNavItems('fan').find((i) => i.to === '/start')?.label).toBe('Switch Role');
  });
});

describe('profile icon destination', () => {
  it('goes to the studio for creators and fans, the brand hub for partners, sign-in for guests', () => {
    expect(profileDestination('creator', true)).toBe('/pulspace');
    expect(profileDestination('fan', true)).toBe('/pulspace');
    expect(profileDestination('brand', true)).toBe('/pulse-iq');
    expect(profileDestination(null, false)).toBe('/signin');
  });
});

describe('home after signing in or up (issue 18 item 1)', () => {
  it('sends each role to a screen it may see: fans For You, creatives the studio, partners the hub', () => {
    expect(homeDestination('fan')).toBe('/fan/feed');
    expect(homeDestination('creator')).toBe('/pulspace');
    expect(homeDestination('brand')).toBe('/pulse-iq');
    expect(homeDestination('admin')).toBe('/admin/applications');
    expect(homeDestination(null)).toBe('/start');
  });
});

describe('Back targets (spec part 1, section 2)', () => {
  it.each([
    ['/about', '/'],
    ['/terms', '/'],
    ['/faq', '/'],
    ['/contact', '/'],
    ['/creative/onboarding', '/'],
    ['/fan/onboarding', '/'],
    ['/pulsepartner/onboarding', '/'],
    ['/creative/application-submitted', '/creative/onboarding'],
    ['/pulsepartner/application-submitted', '/pulsepartner/onboarding'],
    ['/brief/abc123/fund', '/post-brief'],
    ['/brand/new-brief', '/brand/briefs'],
    ['/brand/briefs/42', '/brand/briefs'],
    ['/creator/deals', '/creator'],
    ['/creator/setup', '/onboarding'],
    ['/creator/onboarding', '/onboarding'],
    ['/creator/onboarding/', '/onboarding'],
    ['/producer/upload', '/producer/dashboard'],
    ['/filmmaker/discover', '/filmmaker/dashboard'],
    ['/profile/edit', '/pulse-profile'],
    ['/about/', '/'],
  ])('%s goes to %s', (path, parent) => expect(backParent(path)).toBe(parent));

  it('uses history when there is more than 2 entries, else /', () => {
    expect(backAction('/explore', 3)).toEqual({ kind: 'history' });
    expect(backAction('/explore', 2)).toEqual({ kind: 'path', to: '/' });
    expect(backAction('/explore', 1)).toEqual({ kind: 'path', to: '/' });
  });

  it('a parent rule wins over history, and never points a page at itself', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.integer({ min: 0, max: 50 }), (path, length) => {
        const p = path.startsWith('/') ? path : `/${path}`;
        fc.pre(p.replace(/\/+$/, '') !== '');
        const action = backAction(p, length);
        if (backParent(p) !== null) expect(action).toEqual({ kind: 'path', to: backParent(p) });
        if (action.kind === 'path') expect(action.to).not.toBe(p.replace(/\/+$/, '') || '/');
      }),
    );
  });
});

describe('account links return to the page they were pressed on', () => {
  it('adds ?next= except on the landing and the account forms', () => {
    expect(accountHref('/signin', '/creator/demo-1')).toBe('/signin?next=%2Fcreator%2Fdemo-1');
    expect(accountHref('/signup', '/explore')).toBe('/signup?next=%2Fexplore');
    for (const path of ['/', '/signin', '/signup']) expect(accountHref('/signin', path)).toBe('/signin');
  });
});
