import { Link } from 'react-router';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/terms', label: 'Terms' },
  { to: '/faq', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer links of the entry screens: About, Terms, FAQs, Contact. */
export function InfoLinks() {
  return (
    <footer className="w-full">
      <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="rounded-sm font-medium text-muted underline-offset-4 transition hover:text-fg hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}
