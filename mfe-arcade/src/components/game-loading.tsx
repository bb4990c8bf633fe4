/** Shown while a game's code loads (each game is its own chunk, so /arcade stays small). */
export function GameLoading() {
  return (
    <div className="page">
      <h1>Arcade</h1>
      <p role="status">Loading the game…</p>
    </div>
  );
}
