import { Link, NavLink } from 'react-router-dom';
import { siteConfig } from '../siteConfig.ts';
import { Icon } from './icons.tsx';
import { topBarIcons, topBarLinks } from './navItems.ts';

/** The wide-screen header: logo (home, a new empty project), section links, and icon links. */
export function TopBar() {
  return (
    <header className="top-bar">
      <Link to="/" state={{ fresh: true }} className="logo" aria-label={`${siteConfig.productName} home`}>
        <Icon name="logo" size={26} />
        <span>{siteConfig.productName}</span>
      </Link>
      <nav aria-label="Main" className="top-bar-links">
        {topBarLinks.map((item) => (
          <NavLink key={item.to} to={item.to}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <nav aria-label="Account and help" className="top-bar-icons">
        {topBarIcons.map((item) => (
          <NavLink key={item.to} to={item.to} aria-label={item.label} title={item.label}>
            <Icon name={item.icon} />
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
