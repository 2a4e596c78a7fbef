import { PAGES } from '@/app/pages'
import { Link } from 'react-router'
import { CONTACT_PRIVACY_EMAIL } from '@/lib/config'
import { LegalDocument } from '../components/legal-document'
import { LEGAL_LAST_UPDATED } from '../lib/dates'

export function TermsPage() {
  return (
    <LegalDocument
      title={PAGES.terms.meta.title}
      description={PAGES.terms.meta.description}
      lastUpdated={LEGAL_LAST_UPDATED}
    >
      <section>
        <p>
          These terms are the agreement between you and Frontloop when you use the site. By signing
          in you accept them. If you don't agree, please don't use Frontloop.
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">Your account</h2>
        <p>
          You sign in with your GitHub account, so keeping that account secure keeps your Frontloop
          account secure. You are responsible for what is done with your account. Tell us at once if
          you think someone else has used it.
        </p>
      </section>

      <section aria-labelledby="terms-use">
        <h2 id="terms-use">Acceptable use</h2>
        <p>Use Frontloop to learn, build and help others. Please don't:</p>
        <ul>
          <li>break the law, or help anyone else to;</li>
          <li>
            try to get into accounts or data that aren't yours, or probe, overload or disrupt the
            service;
          </li>
          <li>scrape the site in bulk, or automate actions such as likes, posts or completions;</li>
          <li>post malware, spam, or links meant to deceive;</li>
          <li>submit someone else's work as your own.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-content">
        <h2 id="terms-content">Your content</h2>
        <p>
          You own what you post: your posts, comments, code and project links. By posting it, you
          give Frontloop a worldwide, non-exclusive, royalty-free licence to store, display and
          share it on Frontloop so that the service can work, for as long as it stays on the site.
          Code you share publicly in the community may be read and learned from by others; if you
          want it reused under specific terms, add a licence to your repository. Only post what you
          have the right to share.
        </p>
        <p>
          Frontloop's own challenges, articles, learning paths, images and design belong to
          Frontloop. You may use them to learn and build your projects, including public portfolio
          projects, but not republish them as your own material.
        </p>
      </section>

      <section aria-labelledby="terms-conduct">
        <h2 id="terms-conduct">Code of conduct</h2>
        <p>
          Frontloop is for learners at every level. Be kind and constructive: review the work, not
          the person. Harassment, discrimination, personal attacks, sexual content and sharing other
          people's private information are not allowed. We may remove content that breaks these
          rules and restrict accounts that do so repeatedly.
        </p>
      </section>

      <section aria-labelledby="terms-warranty">
        <h2 id="terms-warranty">No warranty</h2>
        <p>
          We work hard to keep Frontloop available and correct, but it is provided "as is", without
          warranties of any kind. Challenge solutions, reviews and community advice are for learning
          and may contain mistakes. To the extent the law allows, Frontloop is not liable for
          indirect or consequential losses arising from your use of the service.
        </p>
      </section>

      <section aria-labelledby="terms-termination">
        <h2 id="terms-termination">Ending the agreement</h2>
        <p>
          You can stop using Frontloop at any time and ask us to delete your account, as described
          in our <Link to="/privacy">Privacy Policy</Link>. We may suspend or close an account that
          breaks these terms, and will tell you why unless the law or safety prevents it.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">Changes to these terms</h2>
        <p>
          We may update these terms as Frontloop grows. We will change the date at the top of this
          page, and for important changes tell you on the site before they apply. Continuing to use
          Frontloop after that means you accept the new terms. Questions? Write to{' '}
          <a href={`mailto:${CONTACT_PRIVACY_EMAIL}`}>{CONTACT_PRIVACY_EMAIL}</a>.
        </p>
      </section>
    </LegalDocument>
  )
}
