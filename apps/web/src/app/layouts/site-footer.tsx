import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../../config/paths';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { footerLinkGroups } from './site-links';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-slate-300 [&_:focus-visible]:outline-[#a78bfa]">
      <div className="container-content grid gap-12 py-14 lg:grid-cols-[1.2fr_2fr] lg:gap-16 lg:py-16">
        <div className="flex flex-col gap-5">
          <Link to={paths.home.path} aria-label="Amplio home" className="self-start">
            <BrandLogo inverted />
          </Link>
          <p className="max-w-sm text-[15px] leading-relaxed">
            Brands fund campaigns into escrow. Creators make the content. Payment is released the moment the work is approved.
          </p>
          <div className="max-w-md">
            <p className="mb-3 text-base font-semibold text-white">Creator economy news, once a week</p>
            <NewsletterForm />
          </div>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerLinkGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold text-white">{group.heading}</h2>
              <ul className="mt-4 flex flex-col gap-3">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-[15px] transition-colors hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-content flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Amplio. All rights reserved.</p>
          <p>Payments held in escrow until you approve the work.</p>
        </div>
      </div>
    </footer>
  );
}

export default SiteFooter;
