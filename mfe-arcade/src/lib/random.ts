/** A fresh seed for a game played without the api (signed out, or a practice game). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4_294_967_296);
}
