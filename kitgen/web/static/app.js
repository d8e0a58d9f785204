// kitgen serve: the little script on top of the server-rendered pages (no inline script:
// the Content-Security-Policy forbids it). Every form works without it.
"use strict";
(function () {
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const headers = { "X-CSRF-Token": csrf };
  // a page opened with ?lang= is answered in that language by its own requests too
  const asked = new URLSearchParams(location.search).get("lang");
  const here = (url) =>
    asked ? `${url}${url.includes("?") ? "&" : "?"}lang=${encodeURIComponent(asked)}` : url;

  // -- tile keyboards: a key types into its input; backspace takes back the last key --------
  const typed = new Map();
  document.addEventListener("click", (event) => {
    const key = event.target.closest(".key");
    if (!key) return;
    const keys = key.closest(".keys");
    const input = document.getElementById(keys.dataset.target);
    if (!input) return;
    const stack = typed.get(input) || [];
    if (key.dataset.back) {
      const last = stack.pop();
      input.value = last && input.value.endsWith(last)
        ? input.value.slice(0, -last.length) : input.value.slice(0, -1);
    } else {
      let text = key.dataset.insert;
      const sep = keys.dataset.separator;
      if (sep && input.value.trim() && !input.value.endsWith(sep)) text = sep + text;
      input.value += text;
      stack.push(text);
    }
    typed.set(input, stack);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });

  // -- forms sent in the background: the answer goes into the status element ---------------
  async function send(form, submitter) {
    const data = new URLSearchParams(new FormData(form));
    if (submitter && submitter.name) data.set(submitter.name, submitter.value);
    const response = await fetch(here(form.getAttribute("action")), {
      method: "POST", body: data, headers: { ...headers, "X-Fragment": "1" },
    });
    const html = await response.text();
    const status = document.getElementById("status");
    const holder = document.createElement("div");
    holder.innerHTML = html;  // the server's own escaped fragment
    const fresh = holder.querySelector("#status");
    if (status && fresh) {
      status.replaceChildren(...fresh.childNodes);
      // the answer may sit below the fold (the Stæða page has four forms): bring it in view
      const box = status.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) status.scrollIntoView({ block: "nearest" });
    }
    return response.ok;
  }
  // delegated: a form swapped in with the game's panel (the computer's turn) is sent too
  document.addEventListener("submit", async (event) => {
    const form = event.target.closest("form.live");
    if (!form) return;
    event.preventDefault();
    await send(form, event.submitter);
    if (document.getElementById("game")) refreshPanel();
  });

  // a plural message the page passed translated (data-*: its form for each plural category,
  // the browser's Intl.PluralRules picks one in the page's language)
  const lang = document.documentElement.lang || "en";
  const plurals = new Intl.PluralRules(lang);
  const numbers = new Intl.NumberFormat(lang);
  function plural(forms, n) {
    const found = forms[plurals.select(n)] || forms.other;
    return found.replace("{n}", numbers.format(n));
  }

  // -- the game page ------------------------------------------------------------------------
  const game = document.getElementById("game");
  if (game) {
    const id = game.dataset.game;
    const move = document.getElementById("move");
    const preview = document.getElementById("preview");
    const direction = document.getElementById("direction");
    let down = false;
    let start = "";

    const squareName = (name) => {  // "8H" across, "H8" down
      const m = /^(\d+)([A-Z])$/.exec(name);
      return m ? (down ? m[2] + m[1] : name) : name;
    };
    const setStart = (name) => {
      start = name;
      const rest = move.value.replace(/^\s*([A-Za-z]\d{1,2}|\d{1,2}[A-Za-z])\b\s*/, "");
      move.value = squareName(start) + " " + rest;
      document.querySelectorAll(".sq.start").forEach((r) => r.classList.remove("start"));
      const rect = document.querySelector(`.sq[data-square="${start}"]`);
      if (rect) rect.classList.add("start");
      move.dispatchEvent(new Event("input", { bubbles: true }));
    };
    game.addEventListener("click", (event) => {
      const rect = event.target.closest(".sq");
      if (rect) setStart(rect.dataset.square);
      const tried = event.target.closest(".try");
      if (tried) { move.value = tried.dataset.move; move.dispatchEvent(new Event("input")); }
    });
    direction.addEventListener("click", () => {
      down = !down;
      direction.setAttribute("aria-pressed", String(down));
      direction.textContent = down ? direction.dataset.down : direction.dataset.across;
      if (start) setStart(start);
    });

    let timer = 0;
    move.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const text = move.value.trim();
        if (!/\s\S/.test(text)) { preview.textContent = ""; return; }
        const response = await fetch(here("/api/game/score"), {
          method: "POST", headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify({ game: id, move: text }),
        });
        const answer = await response.json();
        preview.className = "preview " + (answer.ok ? "yes" : "no");
        if (answer.error) preview.textContent = "⚠ " + answer.error.message;
        else if (answer.ok) {
          const points = plural(JSON.parse(preview.dataset.points), answer.points);
          preview.textContent = `✓ ${answer.move}: ${points}`;
        }
        else preview.textContent = "✗ " + answer.reason;
      }, 250);
    });

    async function refreshPanel() {
      const response = await fetch(here(`/game/${id}/panel`));
      if (!response.ok) return;
      const holder = document.createElement("div");
      holder.innerHTML = await response.text();
      const fresh = holder.querySelector("#panel");
      const panel = document.getElementById("panel");
      if (fresh && panel && fresh.dataset.version !== panel.dataset.version) {
        panel.replaceWith(fresh);
        if (start) {
          const rect = document.querySelector(`.sq[data-square="${start}"]`);
          if (rect) rect.classList.add("start");
        }
      }
    }
    window.refreshPanel = refreshPanel;
    const events = new EventSource(`/game/${id}/events`);
    events.addEventListener("change", refreshPanel);
  }
  function refreshPanel() { if (window.refreshPanel) window.refreshPanel(); }

  // -- the kit maker: a preview picture of the form as it stands ------------------------------
  const kit = document.querySelector("form.kit");
  if (kit) {
    const img = document.getElementById("kit-preview");
    const note = document.getElementById("preview-note");
    let timer = 0;
    let shown = "";
    const draw = async () => {
      note.textContent = "…";
      const data = new URLSearchParams(new FormData(kit));
      const response = await fetch(here(kit.dataset.preview), { method: "POST", body: data, headers });
      if (!response.ok) { note.textContent = await response.text(); return; }
      if (shown) URL.revokeObjectURL(shown);
      shown = URL.createObjectURL(await response.blob());
      img.src = shown;
      img.hidden = false;
      note.textContent = "";
    };
    kit.addEventListener("change", () => { clearTimeout(timer); timer = setTimeout(draw, 500); });
    draw();
  }
})();
