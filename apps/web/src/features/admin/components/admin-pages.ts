/** The admin screens, linked from each other. */
export const ADMIN_PAGES = [
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/disputes', label: 'Disputes' },
  { to: '/admin/reviews', label: 'Reported reviews' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/contact', label: 'Messages' },
  { to: '/admin/held-uploads', label: 'Held uploads' },
  { to: '/admin/jobs', label: 'Failed jobs' },
  { to: '/admin/price-floors', label: 'Budget floors' },
  { to: '/admin/tip-fees', label: 'Tip fees' },
] as const;
