import { PageHeader } from '../components/PageHeader.tsx';
import { siteConfig } from '../siteConfig.ts';
import { pageTitle } from '../title/pageTitle.ts';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';

/** The support address and the product's channels, each opening in a new tab. */
export default function ContactPage() {
  useDocumentTitle(pageTitle('Contact Us'));
  return (
    <>
      <PageHeader
        heading="Contact Us"
        subtitle="Questions, bug reports or ideas for new scenes and problems: we read everything."
      />
      <p>
        E-mail:{' '}
        <a href={`mailto:${siteConfig.supportEmail}`} target="_blank" rel="noopener noreferrer">
          {siteConfig.supportEmail}
        </a>
      </p>
      <ul className="contact-links">
        {siteConfig.contactLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
