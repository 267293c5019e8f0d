import { PageHeader } from '../../components/PageHeader.tsx';
import { COOKIE_CONSENT_KEY } from '../../consent/cookieConsent.ts';
import { siteConfig } from '../../siteConfig.ts';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { LegalSection, SupportEmailLink } from './LegalSection.tsx';

/** The Privacy Policy: what the site collects, why, where it is kept and how to have it deleted. */
export default function PrivacyPage() {
  useDocumentTitle(pageTitle('Privacy Policy'));
  const product = siteConfig.productName;
  return (
    <>
      <PageHeader heading="Privacy Policy" subtitle="Last updated January 1, 2025" />
      <article className="legal">
        <p>
          This Privacy Policy explains what information {product} collects when you use the website, how we
          use it, where it is kept and the choices you have. By using {product} you agree to the practices
          described here.
        </p>

        <LegalSection title="Information we collect">
          <p>We collect only what we need to run the service:</p>
          <ul>
            <li>
              <strong>E-mail address</strong> — given when you create an account, and used to confirm the
              account, reset your password and answer your messages.
            </li>
            <li>
              <strong>Usage data</strong> — information about how you use the website, such as the pages you
              visit, the features you use, and the type of browser and device you use.
            </li>
            <li>
              <strong>Projects you save</strong> — the programs and problems you save to your account.
            </li>
          </ul>
        </LegalSection>

        <LegalSection title="Accounts">
          <p>
            Accounts are handled by a hosted identity service, Amazon Cognito, which stores your username,
            your e-mail address and a password verifier. Your password itself is not stored.
          </p>
        </LegalSection>

        <LegalSection title="Projects you save">
          <p>
            Projects you save are stored on our servers so that you can open them again from any device.
            Projects you choose to share with the community, or by link, can be seen by anyone who opens them.
          </p>
        </LegalSection>

        <LegalSection title="How we use your information">
          <ul>
            <li>To provide, maintain and improve {product}.</li>
            <li>To run your account and keep your saved projects.</li>
            <li>To answer your questions and support requests.</li>
            <li>To understand how the website is used, so that we can make it better.</li>
          </ul>
        </LegalSection>

        <LegalSection title="Cookies and local storage">
          <p>{product} uses cookies and similar browser storage. We use the following kinds of cookies:</p>
          <ul>
            <li>
              <strong>Essential cookies</strong> — needed for the website to work properly and securely.
            </li>
            <li>
              <strong>Notice-acceptance cookies</strong> — remember whether you accepted the cookie notice, so
              that it is not shown on every page. The website stores this choice as{' '}
              <code>{COOKIE_CONSENT_KEY}</code> in your browser's local storage.
            </li>
            <li>
              <strong>Functionality cookies</strong> — remember your choices, such as your theme and the
              banners you have dismissed.
            </li>
          </ul>
          <p>
            You can clear cookies and local storage at any time in your browser's settings. If you do, the
            website will forget these choices and ask again.
          </p>
        </LegalSection>

        <LegalSection title="Children">
          <p>
            {product} is not directed to children under 13, and we do not knowingly collect personal
            information from children under 13. If you believe a child under 13 has given us personal
            information, please contact us and we will delete it.
          </p>
        </LegalSection>

        <LegalSection title="Keeping and deleting your data">
          <p>
            We keep your account information and saved projects for as long as your account exists. You can
            ask us to delete your account and the data linked to it at any time by e-mailing{' '}
            <SupportEmailLink />.
          </p>
        </LegalSection>

        <LegalSection title="Changes to this policy">
          <p>
            We may update this Privacy Policy from time to time. When we do, we will change the "Last updated"
            date at the top of this page.
          </p>
        </LegalSection>

        <LegalSection title="Contact us">
          <p>
            If you have questions about this Privacy Policy, or want to request deletion of your data, e-mail
            us at <SupportEmailLink />.
          </p>
        </LegalSection>
      </article>
    </>
  );
}
