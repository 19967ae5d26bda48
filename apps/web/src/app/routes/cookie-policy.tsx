import { PolicyDocument, type PolicySection } from '../../features/marketing/policies/policy-document';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Amplio uses as few as possible, and none of them track you across
        other sites or serve advertising.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'The cookies we set',
    body: (
      <ul>
        <li>
          <strong>amplio_session</strong>: keeps you signed in. It holds a random identifier, not your details. It lasts 2 hours of
          inactivity, or 30 days if you choose “Keep me signed in”.
        </li>
        <li>
          <strong>XSRF-TOKEN</strong>: protects your forms against requests forged by other websites. It lasts as long as your session.
        </li>
      </ul>
    ),
  },
  {
    id: 'local-storage',
    title: 'Storage in your browser',
    body: (
      <p>
        While you fill in a registration form we keep a draft in your browser’s storage, so a reload does not lose your work. Passwords are
        never stored there. The draft is removed when you finish or sign out.
      </p>
    ),
  },
  {
    id: 'no-third-party',
    title: 'No third-party cookies',
    body: <p>We load no analytics, advertising or social media scripts, and every file on our pages is served by Amplio itself.</p>,
  },
  {
    id: 'control',
    title: 'Your choices',
    body: (
      <p>
        You can delete cookies in your browser settings at any time. Without the session cookie you cannot stay signed in, and without the
        security cookie forms will ask you to reload the page.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <PolicyDocument
      title="Cookie policy"
      summary="Amplio sets two cookies, both needed to run the site: one keeps you signed in, one protects your forms."
      sections={SECTIONS}
    />
  );
}
