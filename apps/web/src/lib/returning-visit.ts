import { useEffect, useState } from 'react';

const PREFIX = 'pulse.visited';

/**
 * Whether this browser has shown `place` to `userId` before, read once per mount; the visit is then recorded,
 * so "Welcome back" is said only to someone who has been here before. Unavailable storage reads as a first visit.
 */
export function useReturningVisit(place: string, userId: string): boolean {
  const key = `${PREFIX}:${place}:${userId}`;
  const [returning] = useState(() => {
    try {
      return window.localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Private browsing: every visit reads as the first, which only changes the greeting.
    }
  }, [key]);
  return returning;
}

/** The greeting line: "Welcome, Ava." on a first visit, "Welcome back, Ava." after. */
export function greeting(name: string, returning: boolean): string {
  return `${returning ? 'Welcome back' : 'Welcome'}, ${name}.`;
}
