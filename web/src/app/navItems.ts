/** A destination in the site's navigation. */
export interface NavItem {
  label: string;
  to: string;
}

/** Text links of the top bar, after the logo. */
export const topBarLinks: readonly NavItem[] = [
  { label: 'Projects', to: '/projects' },
  { label: 'Examples', to: '/examples' },
  { label: 'Community', to: '/community' },
  { label: 'Problems', to: '/problems' },
  { label: 'Learn', to: '/learn' },
];

/** Icon links at the right of the top bar. */
export const topBarIcons = [
  { label: 'Profile', to: '/profile', icon: 'profile' },
  { label: 'Settings', to: '/settings', icon: 'settings' },
  { label: 'Help', to: '/help', icon: 'help' },
] as const satisfies readonly (NavItem & { icon: string })[];

/** The mobile menu, in order. */
export const mobileMenuLinks: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  ...topBarLinks,
  ...topBarIcons.map(({ label, to }) => ({ label, to })),
];

/** Footer links. */
export const footerLinks: readonly NavItem[] = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms and Conditions', to: '/terms' },
];
