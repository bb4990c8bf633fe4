// Exposed as `auth/consent`: the cookie consent notice the shell shows on every page.
import { defineWidget } from 'web-kit/widget';
import { ConsentBanner } from './features/consent/components/consent-banner';

export default defineWidget(ConsentBanner);
