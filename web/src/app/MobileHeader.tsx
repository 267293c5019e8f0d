import { Link, NavLink } from 'react-router-dom';
import { siteConfig } from '../siteConfig.ts';
import { Icon } from './icons.tsx';
import { mobileMenuLinks } from './navItems.ts';

interface MobileHeaderProps {
  menuOpen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** The narrow-screen header (≤ 768 px): logo and a button that opens the menu. */
export function MobileHeader({ menuOpen, onToggle, onNavigate }: MobileHeaderProps) {
  return (
    <header className="mobile-header">
      <Link
        to="/"
        state={{ fresh: true }}
        className="logo"
        aria-label={`${siteConfig.productName} home`}
        onClick={onNavigate}
      >
        <Icon name="logo" size={26} />
        <span>{siteConfig.productName}</span>
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        onClick={onToggle}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} />
      </button>
    </header>
  );
}

/** The mobile menu; while open it takes the place of the page content. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Menu">
      <ul>
        {mobileMenuLinks.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
