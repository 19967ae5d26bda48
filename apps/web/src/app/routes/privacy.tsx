import { PolicyDocument, type PolicySection } from '../../features/marketing/policies/policy-document';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Amplio runs a marketplace where brands pay creators for content, with payments held in escrow. This policy explains what personal
        data we collect when you visit our site or use your account, why we need it, and the choices you have. It applies to brands,
        creators and visitors alike.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your name, email address, phone number and password (stored only as a one-way hash).
          </li>
          <li>
            <strong>Profile details</strong>: for creators, your username, bio, content categories, social profiles and audience ranges; for
            brands, your company, role, industry and campaign preferences.
          </li>
          <li>
            <strong>Campaign activity</strong>: briefs, scripts, uploaded videos, post links, review decisions and messages.
          </li>
          <li>
            <strong>Payment details</strong>: escrow and wallet records, and the UPI id or bank account you choose for withdrawals.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address, browser type and the pages you request, kept in server logs for security.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>To create and secure your account, including email verification and sign-in protection.</li>
        <li>To match creators with campaigns and work out a fair price from audience data.</li>
        <li>To hold, release and pay out money, and to keep the records the law requires.</li>
        <li>To send the emails you need: codes, review decisions, payment updates and, only if you ask for it, our weekly newsletter.</li>
        <li>To prevent fraud and abuse, and to fix problems.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          Brands see the public parts of a creator profile and the work submitted to their campaigns. Creators see the brief and the brand’s
          name. We never sell personal data.
        </p>
        <p>
          We use a small number of service providers (hosting, email delivery and payment processing) who handle data only on our
          instructions and under contract. We disclose data to authorities only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account data while your account is open. After you close it we delete or anonymise your profile within 30 days, except
        payment and tax records, which we keep for as long as the law requires (usually eight years). Server logs are deleted after 90 days.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask us for a copy of your data, correct it, delete it, or object to how we use it. You can unsubscribe from the newsletter
          with the link in every letter. Most profile details can be changed in your account settings.
        </p>
        <p>To use any other right, email us from the address on your account. We reply within 30 days.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Passwords are hashed with argon2id, sessions live on our servers behind an HttpOnly cookie, forms are protected against cross-site
        requests, and uploads are checked and stored under server-generated names. No system is perfectly secure; if a breach affects you,
        we will tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Age limit',
    body: <p>Amplio is for people aged 18 and over. We do not knowingly collect data from anyone younger.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>If we change this policy in a way that matters, we will email account holders and show a notice on the site before it applies.</p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <PolicyDocument
      title="Privacy policy"
      summary="The short version: we collect what we need to run campaigns and pay people, we never sell it, and you can see, fix or delete it."
      sections={SECTIONS}
    />
  );
}
