import { PolicyDocument, type PolicySection } from '../../features/marketing/policies/policy-document';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'agreement',
    title: 'This agreement',
    body: (
      <p>
        These terms are an agreement between you and Amplio. By creating an account or using the site you accept them. If you use Amplio for
        a company, you confirm you may accept them on its behalf.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Amplio',
    body: (
      <>
        <p>
          <strong>You must be at least 18 years old</strong> to create an account, accept a campaign or fund one. You must give accurate
          details and keep them up to date.
        </p>
        <p>One person or business may hold one account of each kind. You are responsible for everything done with your password.</p>
      </>
    ),
  },
  {
    id: 'campaigns',
    title: 'Campaigns and escrow',
    body: (
      <ul>
        <li>A brand funds a campaign into escrow before creators start. Funded money is held by Amplio, not by either party.</li>
        <li>Saving a script reserves the creator’s price from the escrow for that campaign.</li>
        <li>
          A brand reviews each script, video and post. It may approve the work or reject it with a reason; a piece can be rejected at most
          three times.
        </li>
        <li>When the brand marks the work complete, the reserved amount is released to the creator’s wallet.</li>
        <li>Unreserved budget can be withdrawn by the brand when the campaign ends.</li>
      </ul>
    ),
  },
  {
    id: 'payouts',
    title: 'Payouts',
    body: (
      <p>
        Creators can withdraw their wallet balance to a UPI id or bank account, from a minimum of ₹100. We may hold a payout while we check
        for fraud or when the law requires it, and we will tell you why.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Content and rights',
    body: (
      <p>
        Creators keep ownership of what they make. The usage rights a brand receives are those stated in the campaign brief and accepted by
        the creator. Content must be original, must disclose paid partnerships as local law requires, and must not infringe anyone’s rights.
      </p>
    ),
  },
  {
    id: 'fees',
    title: 'Plans and fees',
    body: (
      <p>
        Brand plans are billed monthly after a 14-day free trial, which needs no credit card. You can cancel anytime; the plan then ends at
        the close of the current billing month. Creator accounts are free.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No fake followers, bought engagement or misleading audience data.</li>
        <li>No payments arranged outside Amplio for work found through Amplio.</li>
        <li>No unlawful, hateful or deceptive content, and no attempts to break or overload the service.</li>
      </ul>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can close your account at any time once no campaign of yours is in progress. We may suspend or close accounts that break these
        terms; money owed for approved work is still paid out.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Amplio provides the marketplace and escrow; brands and creators are responsible for the work they agree. To the extent the law
        allows, our liability is limited to the fees you paid us in the 12 months before a claim.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <PolicyDocument
      title="Terms of service"
      summary="The rules for using Amplio: you must be 18 or older, campaigns are funded into escrow first, and money is released when work is approved."
      sections={SECTIONS}
    />
  );
}
