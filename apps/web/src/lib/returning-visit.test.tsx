import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { greeting, useReturningVisit } from './returning-visit';

function Greeting({ userId }: { userId: string }) {
  return <p>{greeting('Ava', useReturningVisit('creator-dashboard', userId))}</p>;
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('the dashboard greeting', () => {
  it('says Welcome on a first visit and Welcome back only after one', () => {
    render(<Greeting userId="u1" />);
    expect(screen.getByText('Welcome, Ava.')).toBeTruthy();
    cleanup();
    render(<Greeting userId="u1" />);
    expect(screen.getByText('Welcome back, Ava.')).toBeTruthy();
  });

  it('counts visits per person: someone new on the same browser is welcomed, not welcomed back', () => {
    render(<Greeting userId="u1" />);
    cleanup();
    render(<Greeting userId="u2" />);
    expect(screen.getByText('Welcome, Ava.')).toBeTruthy();
  });
});
