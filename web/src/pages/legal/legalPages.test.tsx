import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../siteConfig.ts';
import PrivacyPage from './PrivacyPage.tsx';
import TermsPage from './TermsPage.tsx';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

/** The text of the region (section) named `title`. */
function sectionText(title: string): string {
  return screen.getByRole('region', { name: title }).textContent ?? '';
}

function expectSupportEmailLinks() {
  const links = screen.getAllByRole('link', { name: siteConfig.supportEmail });
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toHaveAttribute('href', `mailto:${siteConfig.supportEmail}`);
}

beforeEach(() => {
  document.title = '';
});

describe('PrivacyPage', () => {
  it('sets the heading and the document title', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | PLC IO Simulator');
  });

  it('shows the last-updated date', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByText('Last updated January 1, 2025')).toBeInTheDocument();
  });

  it('says what data is collected', () => {
    renderPage(<PrivacyPage />);
    const text = sectionText('Information we collect');
    expect(text).toContain('E-mail address');
    expect(text).toContain('Usage data');
  });

  it('excludes children under 13', () => {
    renderPage(<PrivacyPage />);
    expect(sectionText('Children')).toMatch(/not directed to children under 13/);
  });

  it('names the three kinds of cookies and the consent storage key', () => {
    renderPage(<PrivacyPage />);
    const cookies = screen.getByRole('region', { name: 'Cookies and local storage' });
    for (const kind of ['Essential cookies', 'Notice-acceptance cookies', 'Functionality cookies']) {
      expect(within(cookies).getByText(kind)).toBeInTheDocument();
    }
    expect(within(cookies).getByText('cookieConsent')).toBeInTheDocument();
    expect(cookies).toHaveTextContent(/theme/);
    expect(cookies).toHaveTextContent(/dismissed/);
  });

  it('explains accounts and saved projects', () => {
    renderPage(<PrivacyPage />);
    expect(sectionText('Accounts')).toMatch(
      /Amazon Cognito, which stores your username, your e-mail address and a password verifier/,
    );
    expect(sectionText('Projects you save')).toMatch(/stored on our servers/);
  });

  it('links to the support e-mail for contact and deletion requests', () => {
    renderPage(<PrivacyPage />);
    expectSupportEmailLinks();
    expect(sectionText('Keeping and deleting your data')).toMatch(/delete/);
    expect(
      within(screen.getByRole('region', { name: 'Contact us' })).getByRole('link', {
        name: siteConfig.supportEmail,
      }),
    ).toBeInTheDocument();
  });

  it('wraps its text in the legal article', () => {
    const { container } = renderPage(<PrivacyPage />);
    expect(container.querySelector('article.legal section h2')).not.toBeNull();
  });
});

describe('TermsPage', () => {
  it('sets the heading and the document title', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions | PLC IO Simulator');
  });

  it('states the governing law of Pennsylvania', () => {
    renderPage(<TermsPage />);
    expect(sectionText('Governing law')).toMatch(/Pennsylvania, USA/);
  });

  it('requires users to be over 18', () => {
    renderPage(<TermsPage />);
    expect(sectionText('Who can use the service')).toMatch(/over 18/);
  });

  it("gives 30 days' notice of material changes", () => {
    renderPage(<TermsPage />);
    expect(sectionText('Changes to these Terms')).toMatch(/30 days' notice/);
  });

  it('caps liability at 100 USD', () => {
    renderPage(<TermsPage />);
    expect(sectionText('Limitation of liability')).toMatch(/limited\s+to 100 USD/);
  });

  it('has the sections a user expects', () => {
    renderPage(<TermsPage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Acceptance of these Terms',
      'Who can use the service',
      'Accounts',
      'Your content and community sharing',
      'Acceptable use',
      'Intellectual property',
      'Training use only and disclaimer of warranties',
      'Limitation of liability',
      'Termination',
      'Changes to these Terms',
      'Governing law',
      'Contact us',
    ]);
  });

  it('links to the Privacy Policy and the support e-mail', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expectSupportEmailLinks();
  });
});
