import { brand } from 'web-kit';
import { Link } from '../../../lib/router/link';

export function GiveawayHero() {
  return (
    <section className="hero" aria-labelledby="giveaway-title">
      <div className="hero__body">
        <p className="hero__eyebrow">Store giveaway</p>
        <h2 id="giveaway-title" className="hero__title">
          Enter the store giveaway and collect {brand.collectiblePlural}
        </h2>
        <p>Every registered player can enter each giveaway once. Check the dates and enter before it ends.</p>
        <Link className="button button--primary" to="/store">
          Visit the store
        </Link>
      </div>
    </section>
  );
}
