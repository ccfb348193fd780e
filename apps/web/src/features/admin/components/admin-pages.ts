/** The admin screens, linked from each other. */
export const ADMIN_PAGES = [
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/disputes', label: 'Disputes' },
  { to: '/admin/reviews', label: 'Reported reviews' },
  { to: '/admin/jobs', label: 'Failed jobs' },
] as const;
