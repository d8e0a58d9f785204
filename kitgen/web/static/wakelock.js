// kitgen serve, the game pages (the binary game's and Stæða's): the screen kept on during a
// game (the Screen Wake Lock API).
// The lock is asked for while the game goes on and the page is shown, asked for again when
// the phone shows the page again (a browser lets go of it when the page is hidden), and let
// go at game over. A browser gives it only in a secure context (kitgen serve --https, or this
// computer's own address); elsewhere the page says that the screen may sleep, and that the
// game catches up when the phone wakes.
(() => {
  "use strict";
  const game = document.getElementById("game") || document.getElementById("staeda");
  if (!game) return;
  if (!window.isSecureContext || !navigator.wakeLock) {
    const note = document.getElementById("wake-note");
    if (note) note.hidden = false;
    return;
  }
  let lock = null;
  let asking = false;
  const over = () => {
    const panel = document.getElementById("panel");
    return panel !== null && panel.dataset.over === "1";
  };
  function letGo() {
    if (lock === null) return;
    const held = lock;
    lock = null;
    held.release().catch(() => {});
  }
  async function keep() {
    if (lock !== null || asking || over() || document.visibilityState !== "visible") return;
    asking = true;
    try {
      const got = await navigator.wakeLock.request("screen");
      got.addEventListener("release", () => { if (lock === got) lock = null; });
      lock = got;
    } catch (err) {
      lock = null;  // refused (a battery saver, the page hidden meanwhile): asked again when shown
    } finally {
      asking = false;
    }
    if (over()) letGo();  // the game ended while the browser was asked
  }
  const update = () => (over() ? letGo() : keep());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") update();
  });
  // the panel is swapped in after every move, the last one included (kitgen.web.pages)
  new MutationObserver(update).observe(game, {
    childList: true, subtree: true, attributes: true, attributeFilter: ["data-over"],
  });
  update();
})();
