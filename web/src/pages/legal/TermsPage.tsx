import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import { siteConfig } from '../../siteConfig.ts';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { LegalSection, SupportEmailLink } from './LegalSection.tsx';

/** The Terms and Conditions for using the site. */
export default function TermsPage() {
  useDocumentTitle(pageTitle('Terms and Conditions'));
  const product = siteConfig.productName;
  return (
    <>
      <PageHeader heading="Terms and Conditions" subtitle={`The rules for using ${product}.`} />
      <article className="legal">
        <p>
          These Terms and Conditions ("Terms") govern your use of the {product} website and service. "We",
          "us" and "our" mean the company that operates {product}, which is based in Pennsylvania, USA. "You"
          means the person using the service.
        </p>

        <LegalSection title="Acceptance of these Terms">
          <p>
            By using {product} you agree to these Terms and to our <Link to="/privacy">Privacy Policy</Link>.
            If you do not agree, do not use the service.
          </p>
        </LegalSection>

        <LegalSection title="Who can use the service">
          <p>You must be over 18 years of age to use {product}.</p>
        </LegalSection>

        <LegalSection title="Accounts">
          <p>
            Some features, such as saving and sharing projects, need an account. You agree to give a correct
            e-mail address, to keep your password secret and to tell us at once if you think someone else has
            used your account. You are responsible for everything done with your account.
          </p>
        </LegalSection>

        <LegalSection title="Your content and community sharing">
          <p>
            You keep ownership of the projects, programs and problems you create ("your content"). To run the
            service we need your permission to store, copy and display it, so you give us a worldwide,
            non-exclusive, royalty-free license to host, store, reproduce and display your content for the
            purpose of operating and providing {product}.
          </p>
          <p>
            When you share content with the community or by link, you also allow other users to view it, open
            it in the simulator, and copy and change it for their own learning. You can stop sharing at any
            time; copies that others have already made may remain.
          </p>
          <p>
            You are responsible for your content and confirm that you have the right to share it. We may
            remove content that breaks these Terms.
          </p>
        </LegalSection>

        <LegalSection title="Acceptable use">
          <p>When using {product} you agree not to:</p>
          <ul>
            <li>break any law or the rights of others;</li>
            <li>
              upload or share content that is unlawful, offensive, harassing or infringes someone's rights;
            </li>
            <li>try to get into accounts, data or systems you are not allowed to use;</li>
            <li>disrupt or overload the service, or use automated means to scrape or flood it;</li>
            <li>upload malicious code or use the service to send spam.</li>
          </ul>
        </LegalSection>

        <LegalSection title="Intellectual property">
          <p>
            Apart from your content, the service and everything in it — including the software, simulated
            scenes, examples, problems, text, graphics and the {product} name and logo — belong to us or our
            licensors and are protected by intellectual property laws. You may use them only to use the
            service as these Terms allow.
          </p>
        </LegalSection>

        <LegalSection title="Training use only and disclaimer of warranties">
          <p>
            {product} is a training simulator. Programs that behave correctly in the simulator may not behave
            the same way on real equipment; do not rely on the service to design, test or operate real
            machines or safety systems.
          </p>
          <p>
            The service is provided "as is" and "as available", without warranties of any kind, express or
            implied, including warranties of merchantability, fitness for a particular purpose and
            non-infringement. We do not promise that the service will be uninterrupted, error-free or that
            your content will never be lost.
          </p>
        </LegalSection>

        <LegalSection title="Limitation of liability">
          <p>
            To the fullest extent permitted by law, we are not liable for any indirect, incidental, special,
            consequential or punitive damages, or for any loss of data, profits or revenue, arising from your
            use of the service. Our total liability to you for all claims relating to the service is limited
            to 100 USD.
          </p>
        </LegalSection>

        <LegalSection title="Termination">
          <p>
            You may stop using the service and ask us to delete your account at any time. We may suspend or
            end your access if you break these Terms or if we stop providing the service. The sections on your
            content, intellectual property, disclaimer of warranties, limitation of liability and governing
            law continue to apply after termination.
          </p>
        </LegalSection>

        <LegalSection title="Changes to these Terms">
          <p>
            We may change these Terms from time to time. We will give you 30 days' notice, by e-mail or on
            this website, before a material change takes effect. By continuing to use the service after a
            change takes effect you accept the new Terms.
          </p>
        </LegalSection>

        <LegalSection title="Governing law">
          <p>
            These Terms are governed by the laws of Pennsylvania, USA, without regard to its conflict-of-law
            rules.
          </p>
        </LegalSection>

        <LegalSection title="Contact us">
          <p>
            If you have questions about these Terms, e-mail us at <SupportEmailLink />.
          </p>
        </LegalSection>
      </article>
    </>
  );
}
