import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentUntilLabel, VerifiedStudentBadge, verifiedStudentDescription } from './verified-student-badge';

const student = { school: 'Stanford University', until: '2027-08-01T00:00:00.000Z' };

describe('VerifiedStudentBadge', () => {
  it('names the last month the status counts: one that lapses on August 1 counts through July', () => {
    expect(studentUntilLabel(student.until)).toBe('July 2027');
    expect(studentUntilLabel('not a date')).toBe('');
    expect(verifiedStudentDescription(student)).toBe('Verified student at Stanford University, through July 2027');
  });

  it('on a card says "Verified student" and tells the school to screen readers and in its tooltip', () => {
    const { container } = render(<VerifiedStudentBadge student={student} />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.textContent).toBe('Verified student at Stanford University');
    expect(screen.getByText('at Stanford University').className).toContain('sr-only');
    expect(badge.title).toBe('Verified student at Stanford University, through July 2027');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('on a profile names the school on screen', () => {
    const { container } = render(<VerifiedStudentBadge student={student} variant="full" />);
    expect(container.textContent).toBe('Verified student · Stanford University');
  });
});
