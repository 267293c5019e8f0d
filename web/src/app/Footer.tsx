import { Link } from 'react-router-dom';
import { siteConfig } from '../siteConfig.ts';
import { footerLinks } from './navItems.ts';

/** Copyright with the current year, and the contact and legal links. */
export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="site-footer">
      <span>
        © {now.getFullYear()} {siteConfig.productName}
      </span>
      <nav aria-label="Footer">
        {footerLinks.map((item) => (
          <Link key={item.to} to={item.to}>
            {item.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
