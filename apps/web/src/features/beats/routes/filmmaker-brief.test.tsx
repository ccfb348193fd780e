import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter, testUser } from '../../../test/render-with-router';
import { FilmmakerBriefRoute } from './filmmaker-brief';

afterEach(cleanup);

const routes = [
  { path: '/filmmaker/brief', element: <FilmmakerBriefRoute /> },
  { path: '/post-brief', element: <h1>Post a Brief</h1> },
];

describe('FilmmakerBriefRoute', () => {
  it('sends a partner on to Post a Brief', async () => {
    const { router } = renderWithRouter(routes, { path: '/filmmaker/brief', user: testUser({ role: 'brand' }) });
    expect(await screen.findByRole('heading', { name: 'Post a Brief' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/post-brief');
  });

  it('tells a filmmaker why they cannot post one and where to get music', async () => {
    const { router } = renderWithRouter(routes, {
      path: '/filmmaker/brief',
      user: testUser({ role: 'creator', creativeRole: 'filmmaker' }),
    });
    expect(await screen.findByRole('heading', { name: 'Create Brief', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Your account is a creative account, so it cannot post a brief\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover Beats' }).getAttribute('href')).toBe('/filmmaker/discover');
    expect(screen.getByRole('link', { name: 'My licenses' }).getAttribute('href')).toBe('/licenses');
    expect(screen.queryByText('Access Restricted')).toBeNull();
    expect(router.state.location.pathname).toBe('/filmmaker/brief');
  });

  it('offers a guest the partner sign-up', async () => {
    renderWithRouter(routes, { path: '/filmmaker/brief', user: null });
    expect(await screen.findByText(/Posting a brief needs a partner account\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join as a partner' }).getAttribute('href')).toBe('/start/brand');
  });
});
