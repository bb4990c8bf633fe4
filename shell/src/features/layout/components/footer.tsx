import { brand, track } from 'web-kit';
import { Link } from '../../../lib/router/link';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <p className="footer__brand">{brand.siteName}</p>
        <nav aria-label="Footer">
          <ul className="footer__links">
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <a href={brand.supportUrl}>Contact support</a>
            </li>
            <li>
              <a
                href="https://bsky.app/"
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track('social_click_bluesky')}
              >
                Bluesky
              </a>
            </li>
          </ul>
        </nav>
        <p className="footer__disclaimer">{brand.disclaimer}</p>
      </div>
    </footer>
  );
}
