import { PAGES } from '@/app/pages'
import { CONTACT_PRIVACY_EMAIL } from '@/lib/config'
import { LegalDocument } from '../components/legal-document'
import { LEGAL_LAST_UPDATED } from '../lib/dates'

export function PrivacyPage() {
  const mail = <a href={`mailto:${CONTACT_PRIVACY_EMAIL}`}>{CONTACT_PRIVACY_EMAIL}</a>

  return (
    <LegalDocument
      title={PAGES.privacy.meta.title}
      description={PAGES.privacy.meta.description}
      lastUpdated={LEGAL_LAST_UPDATED}
    >
      <section>
        <p>
          Frontloop is a place to practise front-end development. We keep as little about you as we
          can to run it, we never sell your data, and we don't track you for advertising. This page
          explains, in plain English, what we keep and why.
        </p>
      </section>

      <section aria-labelledby="privacy-data">
        <h2 id="privacy-data">What we keep</h2>
        <p>When you sign in with GitHub, GitHub tells us about your account. We keep:</p>
        <ul>
          <li>your GitHub user id and login (user name);</li>
          <li>your display name and the address of your GitHub avatar;</li>
          <li>your primary email address, only if GitHub has verified it.</li>
        </ul>
        <p>As you use Frontloop, we also keep what you create or do here:</p>
        <ul>
          <li>
            your progress on challenges, including the repository and live demo links you submit;
          </li>
          <li>the posts and comments you share with the community, and the likes you give;</li>
          <li>
            your solutions and the results of their checks, the reviews you give and ask for, and
            the reports and blocks you make;
          </li>
          <li>
            the learning paths you enroll in, the items you complete and the ratings you give;
          </li>
          <li>
            your settings: profile visibility, theme, time zone and email preferences, and the
            notifications we show you;
          </li>
          <li>
            your sign-in sessions. We store only a one-way hash of each session token, so the token
            itself cannot be read back from our database.
          </li>
        </ul>
        <p>
          We never see or store your GitHub password, and we only ask GitHub for the access we need
          to identify you.
        </p>
      </section>

      <section aria-labelledby="privacy-why">
        <h2 id="privacy-why">Why we keep it</h2>
        <ul>
          <li>to sign you in and keep you signed in;</li>
          <li>to save your progress, streaks and achievements;</li>
          <li>to show your name and avatar next to the things you share;</li>
          <li>to keep the platform safe, for example by limiting abuse and spam.</li>
        </ul>
        <p>
          We use your email address only to contact you about your account. We send no marketing
          email.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">How long we keep it</h2>
        <p>
          We keep your account data for as long as your account exists. Sessions expire after a
          period without use and after a fixed maximum age, and signing out ends the session on our
          servers at once. When you delete your account (Settings, Delete account), we delete it at
          once and with it your profile, progress, solutions, likes, enrollments, ratings,
          notifications and sessions, and your posts (with the comments on them), comments and
          reviews: we remove them rather than show them as by a deleted user. The moderation log
          keeps the login and a summary of what moderators decided about your content, because it is
          the record of how the community was kept safe. Backups that contain your data are
          overwritten within 30 days. Signing in with GitHub again later starts a new account.
        </p>
      </section>

      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies and local storage</h2>
        <p>
          Frontloop sets no cookies for tracking or advertising, and we use no third-party
          analytics. Your browser's local storage holds your session token so that you stay signed
          in, and your theme if you chose one on this device; session storage briefly remembers the
          page you were on while you sign in. Signing out removes the token.
        </p>
      </section>

      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing">Who can see it</h2>
        <p>
          Posts, comments, likes and the name and avatar attached to them are public. Your portfolio
          at /u/your-login (completed solutions, streak, achievements, recent posts and reviews) is
          public unless you make your profile private in Settings: then it and your solution pages
          are shown to you alone. Your email address is never shown to other people. We share data
          with the companies that host our servers only as far as needed to run the service, and
          with authorities only when the law requires it.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <p>
          You can download a copy of everything we hold about you (Settings, Export my data) and
          delete your account and its data yourself (Settings, Delete account). You can also ask us
          to correct your data, or for help with either. Email {mail} from the address on your
          GitHub account, or mention your GitHub login, and we will answer within 30 days. You can
          also revoke Frontloop's access at any time in your GitHub settings under Applications.
        </p>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">Changes and contact</h2>
        <p>
          If we change this policy we will update the date at the top of this page, and for
          important changes we will tell you on the site before they apply. Questions about privacy
          are welcome at {mail}.
        </p>
      </section>
    </LegalDocument>
  )
}
