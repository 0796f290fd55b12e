import { Link } from 'react-router';
import { siteConfig } from '@/config/site-config';
import { NewsletterForm } from '@/features/newsletter';
import { Logo } from '@/components/layout/logo';
import { footerQuickLinks } from '@/components/layout/nav-links';
import { SocialLinks } from '@/components/layout/social-links';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:px-8">
        <div className="flex flex-col gap-4 lg:col-span-5">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-slate-600">
            A public directory of mission-driven organizations. Discover the teams building bold
            ideas for people and planet, and share your own organization&apos;s mission, culture and
            open roles.
          </p>
          <SocialLinks />
        </div>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-3">
          <h2 id="footer-quick-links" className="text-sm font-semibold text-slate-900">
            Quick Links
          </h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded text-sm text-slate-600 transition-colors hover:text-brand-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section
          aria-labelledby="footer-newsletter"
          className="rounded-xl border border-brand-100 bg-brand-50 p-5 md:col-span-2 lg:col-span-4"
        >
          <h2 id="footer-newsletter" className="text-sm font-semibold text-slate-900">
            Stay in the loop
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            News about mission-driven organizations in the directory, now and then. Unsubscribe at
            any time.
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          &copy; {year} {siteConfig.productName} Profiles. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
