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
  // the table's language changed meanwhile ("For the whole table" on another phone): a part
  // of the page fetched in another language than the page's brings the whole page in it
  const relanguaged = (response) => {
    const said = response.headers.get("Content-Language");
    if (!said || said === document.documentElement.lang) return false;
    location.reload();
    return true;
  };

  // -- tile keyboards: a key types into its input; backspace takes back the last key --------
  // A keyboard with a blank toggle: pressed, its keys show and type the next tile as a blank
  // standing for that face ("[0]", "[AND]"), then it lets go.
  const typed = new Map();
  const blanking = (keys, on) => {
    const toggle = keys.querySelector(".blank-toggle");
    if (!toggle) return;
    toggle.setAttribute("aria-pressed", String(on));
    keys.classList.toggle("blanking", on);
    keys.querySelectorAll(".key[data-face]").forEach((k) => {
      const face = k.dataset.face;
      k.textContent = on ? `[${face}]` : face;
      k.classList.toggle("word", k.textContent.length > 3);
      k.setAttribute("aria-label", (on ? keys.dataset.blank : keys.dataset.tile).replace("{face}", face));
    });
  };
  document.addEventListener("click", (event) => {
    const key = event.target.closest(".key");
    if (!key) return;
    const keys = key.closest(".keys");
    if (key.classList.contains("blank-toggle")) {
      blanking(keys, key.getAttribute("aria-pressed") !== "true");
      return;
    }
    const input = document.getElementById(keys.dataset.target);
    if (!input) return;
    const stack = typed.get(input) || [];
    if (key.dataset.back) {
      const last = stack.pop();
      input.value = last && input.value.endsWith(last)
        ? input.value.slice(0, -last.length) : input.value.slice(0, -1);
    } else {
      let text = key.dataset.insert;
      if (keys.classList.contains("blanking") && key.dataset.face) {
        text = `[${key.dataset.face}]`;
        blanking(keys, false);
      }
      // a move typed over tiles already on the board: their "." goes in by itself
      if (key.dataset.face && input.id === "move" && window.onBoard) text = window.onBoard() + text;
      const sep = keys.dataset.separator;
      if (sep && input.value.trim() && !input.value.endsWith(sep)) text = sep + text;
      input.value += text;
      stack.push(text);
    }
    typed.set(input, stack);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });

  // -- forms sent in the background: the answer goes into the status element ---------------
  // while the server works, the button pressed is busy (disabled, aria-busy) and the status
  // says so in the page's language (its data-busy); the answer replaces it
  async function send(form, submitter) {
    const data = new URLSearchParams(new FormData(form));
    if (submitter && submitter.name) data.set(submitter.name, submitter.value);
    const status = document.getElementById("status");
    const busy = submitter || form.querySelector("button[type=submit], button:not([type])");
    if (busy) { busy.disabled = true; busy.setAttribute("aria-busy", "true"); }
    if (status && status.dataset.busy) {
      const note = document.createElement("p");
      note.className = "busy";
      note.textContent = status.dataset.busy;
      status.replaceChildren(note);
    }
    let fresh = null;
    let ok = false;
    try {
      const response = await fetch(here(form.getAttribute("action")), {
        method: "POST", body: data, headers: { ...headers, "X-Fragment": "1" },
      });
      const holder = document.createElement("div");
      holder.innerHTML = await response.text();  // the server's own escaped fragment
      fresh = holder.querySelector("#status");
      ok = response.ok;
    } catch (err) {
      fresh = document.createElement("div");
      const note = document.createElement("p");
      note.className = "verdict bad";
      note.textContent = (status && status.dataset.offline) || String(err);
      fresh.append(note);
    } finally {
      if (busy) { busy.disabled = false; busy.removeAttribute("aria-busy"); }
    }
    if (status && fresh) {
      status.replaceChildren(...fresh.childNodes);
      // the answer may sit below the fold (the Stæða page has four forms): bring it in view
      const box = status.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) status.scrollIntoView({ block: "nearest" });
    }
    return ok && status !== null && status.querySelector(".verdict.yes") !== null;
  }
  // what a phone learns after it was off the network or asleep is never its own doing, however
  // soon after its last answer (the window above guards only against its own echo)
  window.addEventListener("offline", () => { window.ownUntil = 0; });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") window.ownUntil = 0;
  });
  // delegated: a form swapped in with the game's panel (the computer's turn) is sent too
  document.addEventListener("submit", async (event) => {
    const form = event.target.closest("form.live");
    if (!form) return;
    event.preventDefault();
    const action = event.submitter ? event.submitter.value : "";
    if (window.actingFor && !window.actingFor(form, action)) return;
    if (window.previewStop && form.classList.contains("move-form")) window.previewStop();
    window.ownUntil = Infinity;  // a change seen meanwhile is this phone's own
    const done = await send(form, event.submitter);
    window.ownUntil = Date.now() + 1500;
    if (done && window.movePlayed && (action === "play" || form.classList.contains("computer"))) {
      window.movePlayed();
    }
    // the form's own event: a page empties what was sent (the Stæða claim)
    if (!document.querySelector("#status .verdict.bad")) form.dispatchEvent(new CustomEvent("kitgen:sent"));
    if (window.refreshPanel) window.refreshPanel(true);
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

  // -- seats: who this phone is (a player's seat, or just watching), kept per game in this
  // browser only, and who else is connected; the page brought up to date whenever it may
  // have moved on unseen (the events' hello after a reconnect or a server restart, the phone
  // woken, the network back). One helper for the game, the ice cream match and Stæða.
  const list = new Intl.ListFormat(lang, { type: "conjunction" });
  const buzz = () => {
    if (!navigator.vibrate) return;
    try { navigator.vibrate([120, 60, 120]); } catch (err) { /* not allowed here */ }
  };
  // job(value) run one at a time: asked again while it runs, it runs once more after it, with
  // the asks' values merged (the running one's answer may be older than the change it was
  // asked again for, and no event comes to say so; two fetches at once may answer out of
  // order); the promise given out settles after that run too
  function serially(job, merge = (a, b) => b) {
    let running = null;
    let asked = false;
    let again;
    const run = (value) => {
      if (running) {
        again = asked ? merge(again, value) : value;
        asked = true;
        return running;
      }
      running = job(value).finally(() => {
        running = null;
        if (!asked) return undefined;
        asked = false;
        return run(again);
      });
      return running;
    };
    return run;
  }
  // the page's #panel as the server has it now (fetched from url), swapped in when its
  // version moved on; fresh(panel, ours) then says what changed (url: or a function giving it;
  // ours: every ask since the last fetch was this phone's own)
  function follower(url, fresh) {
    return serially(async (ours) => {
      try {
        const response = await fetch(here(typeof url === "function" ? url() : url),
                                     { cache: "no-store" });
        if (!response.ok || relanguaged(response)) return;
        const holder = document.createElement("div");
        holder.innerHTML = await response.text();
        const found = holder.querySelector("#panel");
        const panel = document.getElementById("panel");
        // a new version, or the same one asked for by another seat (its own claim shown)
        if (found && panel && (found.dataset.version !== panel.dataset.version
                               || found.dataset.seat !== panel.dataset.seat)) {
          panel.replaceWith(found);
          fresh(found, ours);
        }
      } catch (err) {
        // offline: the next hello, wake or "online" brings the panel up to date
      }
    }, (a, b) => a && b);
  }
  const current = () => (document.getElementById("panel") || {}).dataset || {};
  // key: where the seat is kept; events: the page's events stream; refresh(ours): its
  // follower; show(seat, picked): what the page does with the seat (picked: just chosen)
  function seatTable({ key, events, refresh, show }) {
    const who = document.getElementById("who");
    const me = document.getElementById("me");
    const present = document.getElementById("present");
    const names = [...who.querySelectorAll(".seat-pick")].map((b) => b.dataset.seat);
    let seat = null;  // null: not said; "": just watching; else a player's name
    try { seat = localStorage.getItem(key); } catch (err) { seat = null; }
    const given = /^#seat=(.*)$/.exec(location.hash);  // a rematch keeps the seat
    if (given) {
      seat = decodeURIComponent(given[1]);
      history.replaceState(null, "", location.pathname + location.search);
      if (names.includes(seat)) try { localStorage.setItem(key, seat); } catch (err) { /* this visit only */ }
    }
    if (seat !== null && !names.includes(seat)) seat = null;
    const shown = (picked) => {
      who.hidden = seat !== null;
      me.hidden = seat === null;
      document.getElementById("me-text").textContent = seat
        ? me.dataset.seatText.replace("{seat}", seat) : me.dataset.watchingText;
      document.querySelectorAll("input.by").forEach((i) => { i.value = seat || ""; });
      const link = document.querySelector(".rematch-link");
      if (link) link.hash = seat ? "seat=" + encodeURIComponent(seat) : "";
      show(seat, picked);
    };
    let stream = null;
    let streamSeat = "";  // the seat this phone's events stream says it is
    let others = [];  // the seats other phones are connected as
    // a seat another phone has is marked so on the question, and taking it too asks first
    const markTaken = () => {
      who.querySelectorAll(".seat-pick").forEach((b) => {
        const taken = Boolean(b.dataset.seat) && others.includes(b.dataset.seat);
        b.classList.toggle("taken", taken);
        let note = b.querySelector(".taken-note");
        if (taken && !note) {
          note = document.createElement("small");
          note.className = "taken-note";
          note.textContent = who.dataset.takenText;
          b.append(" ", note);
        }
        if (!taken && note) { note.previousSibling.remove(); note.remove(); }
      });
    };
    const connect = () => {
      if (stream) stream.close();
      streamSeat = seat || "";
      stream = new EventSource(`${events}?seat=${encodeURIComponent(streamSeat)}`);
      const behind = (event) => { if (event.data !== current().version) refresh(false); };
      stream.addEventListener("change", behind);
      stream.addEventListener("hello", behind);
      stream.addEventListener("presence", (event) => {
        const here = JSON.parse(event.data);
        const parts = [];
        if (here.seats.length) parts.push(present.dataset.names.replace("{names}", list.format(here.seats)));
        if (here.watching) parts.push(plural(JSON.parse(present.dataset.watching), here.watching));
        present.textContent = parts.join(" · ");
        others = here.seats.filter((name) => name !== streamSeat);
        markTaken();
      });
    };
    who.addEventListener("click", (event) => {
      const button = event.target.closest(".seat-pick");
      if (!button) return;
      if (button.classList.contains("taken")
          && !window.confirm(who.dataset.takenAsk.replace("{seat}", button.dataset.seat))) return;
      seat = button.dataset.seat;
      try { localStorage.setItem(key, seat); } catch (err) { /* private mode: this visit only */ }
      shown(true);
      connect();
    });
    document.getElementById("change-seat").addEventListener("click", () => {
      seat = null;
      shown(false);
      who.querySelector(".seat-pick").focus();
    });
    shown(false);
    connect();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") refresh(false);
    });
    window.addEventListener("online", () => refresh(false));
    window.addEventListener("pageshow", (event) => { if (event.persisted) refresh(false); });
    return { seat: () => seat, show: () => shown(false) };
  }

  // -- the game page ------------------------------------------------------------------------
  const game = document.getElementById("game");
  if (game) {
    const id = game.dataset.game;
    const move = document.getElementById("move");
    const preview = document.getElementById("preview");
    const direction = document.getElementById("direction");
    const announce = document.getElementById("announce");
    let down = false;
    let start = "";

    const squareName = (name) => {  // "8H" across, "H8" down
      const m = /^(\d+)([A-Z])$/.exec(name);
      return m ? (down ? m[2] + m[1] : name) : name;
    };
    const mark = () => {
      document.querySelectorAll(".sq.start").forEach((r) => r.classList.remove("start"));
      const square = start && document.querySelector(`.sq[data-square="${start}"]`);
      if (square) square.classList.add("start");
      document.querySelectorAll(".cell").forEach((c) => {
        c.setAttribute("aria-pressed", String(c.dataset.square === start));
      });
    };
    const setStart = (name) => {
      start = name;
      const rest = move.value.replace(/^\s*([A-Za-z]\d{1,2}|\d{1,2}[A-Za-z])\b\s*/, "");
      move.value = squareName(start) + " " + rest;
      mark();
      move.dispatchEvent(new Event("input", { bubbles: true }));
    };
    // -- the board up close: a tap on the board shows the squares round it, 7 by 7, each a
    // button a thumb can hit and a screen reader names ("H8, double word"); a tap on one
    // of them is the move's first square
    const zoom = document.getElementById("zoom");
    const grid = document.getElementById("zoom-grid");
    const opener = document.getElementById("zoom-open");
    const span = 7;
    const size = Number(zoom.dataset.size);
    const kinds = JSON.parse(zoom.dataset.kinds);
    const rows = JSON.parse(zoom.dataset.rows).map((r) => r.split(" "));
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const seen = Math.min(span, size);
    let corner = null;  // [col, row] of the view's top left square, null: closed
    const clamp = (n) => Math.max(0, Math.min(size - seen, n));
    const drawZoom = () => {
      if (!corner) return;
      const [left, top] = corner;
      const tiles = new Map();
      document.querySelectorAll("#panel .tile[data-square]").forEach((t) => tiles.set(t.dataset.square, t));
      const parts = [document.createElement("span")];
      parts[0].className = "edge";
      for (let c = left; c < left + seen; c++) {
        const head = document.createElement("span");
        head.className = "edge";
        head.textContent = letters[c];
        parts.push(head);
      }
      for (let r = top; r < top + seen; r++) {
        const number = document.createElement("span");
        number.className = "edge";
        number.textContent = String(r + 1);
        parts.push(number);
        for (let c = left; c < left + seen; c++) {
          const name = `${r + 1}${letters[c]}`;
          const cell = document.createElement("button");
          cell.type = "button";
          cell.className = "cell";
          cell.dataset.square = name;
          const said = [letters[c] + (r + 1)];
          const tile = tiles.get(name);
          const kind = kinds[rows[r][c]];
          const face = document.createElement("span");
          if (tile) {
            const blank = tile.classList.contains("blank");
            cell.classList.add("on", ...(blank ? ["blank"] : []));
            face.textContent = tile.dataset.face;
            if (tile.dataset.face.length > 2) face.className = "word";
            said.push((blank ? zoom.dataset.blank : zoom.dataset.tile).replace("{face}", tile.dataset.face));
          } else if (kind) {
            cell.style.background = kind.colour;
            face.className = "premium";
            face.textContent = kind.shown;
            said.push(kind.said);
          }
          cell.setAttribute("aria-label", said.join(", "));
          cell.setAttribute("aria-pressed", String(name === start));
          if (face.textContent) { face.setAttribute("aria-hidden", "true"); cell.append(face); }
          parts.push(cell);
        }
      }
      grid.replaceChildren(...parts);
      plan();
      document.getElementById("zoom-title").textContent = zoom.dataset.title
        .replace("{first}", letters[left] + (top + 1))
        .replace("{last}", letters[left + seen - 1] + (top + seen));
    };
    // the move being entered, drawn on the squares up close as it is typed (a picture only:
    // the move box says it in words); what cannot be read is left undrawn
    const faces = [...document.querySelectorAll(".move-form .key[data-face]")]
      .map((k) => k.dataset.face).sort((a, b) => b.length - a.length);
    const aliases = { "-": "−", "x": "×", "X": "×", "*": "×", "/": "÷", ":": "÷" };
    const tokens = (text) => {
      const out = [];
      let i = 0;
      while (i < text.length) {
        const ch = text[i];
        if (/\s/.test(ch)) { i++; continue; }
        if (ch === ".") { out.push(null); i++; continue; }
        if (ch === "[") {
          const close = text.indexOf("]", i);
          if (close < 0) return out;
          out.push({ face: text.slice(i + 1, close).trim(), blank: true });
          i = close + 1;
          continue;
        }
        const face = faces.find((f) => text.substr(i, f.length).toUpperCase() === f.toUpperCase());
        if (face) { out.push({ face, blank: false }); i += face.length; continue; }
        if (aliases[ch]) { out.push({ face: aliases[ch], blank: false }); i++; continue; }
        return out;
      }
      return out;
    };
    const plan = () => {
      grid.querySelectorAll(".planned").forEach((c) => {
        c.classList.remove("planned", "blank");
        c.querySelector(".ghost")?.remove();
      });
      const m = /^\s*(?:(\d{1,2})([A-Za-z])|([A-Za-z])(\d{1,2}))\s+(.*)$/.exec(move.value);
      if (!m) return;
      const across = Boolean(m[1]);
      let col = letters.indexOf((m[2] || m[3]).toUpperCase());
      let row = Number(m[1] || m[4]) - 1;
      for (const token of tokens(m[5])) {
        const cell = grid.querySelector(`.cell[data-square="${row + 1}${letters[col]}"]`);
        if (token && cell && !cell.classList.contains("on")) {
          const ghost = document.createElement("span");
          ghost.className = "ghost" + (token.face.length > 2 ? " word" : "");
          ghost.textContent = token.face;
          ghost.setAttribute("aria-hidden", "true");
          cell.querySelector("span")?.setAttribute("hidden", "");
          cell.classList.add("planned", ...(token.blank ? ["blank"] : []));
          cell.append(ghost);
        }
        if (across) col++; else row++;
      }
      grid.querySelectorAll(".cell:not(.planned) > span[hidden]").forEach((x) => x.removeAttribute("hidden"));
    };
    move.addEventListener("input", () => { if (corner) plan(); });
    // the "." of each tile already on the board where the next tile typed would go
    window.onBoard = () => {
      const m = /^\s*(?:(\d{1,2})([A-Za-z])|([A-Za-z])(\d{1,2}))(?:\s+(.*))?$/.exec(move.value);
      if (!m) return "";
      const across = Boolean(m[1]);
      let col = letters.indexOf((m[2] || m[3]).toUpperCase());
      let row = Number(m[1] || m[4]) - 1;
      const steps = tokens(m[5] || "").length;
      if (across) col += steps; else row += steps;
      let dots = "";
      while (col < size && row < size
             && document.querySelector(`#panel .tile[data-square="${row + 1}${letters[col]}"]`)) {
        dots += ".";
        if (across) col++; else row++;
      }
      return dots;
    };
    const showZoom = (col, row, scroll) => {
      corner = [clamp(col - Math.floor(seen / 2)), clamp(row - Math.floor(seen / 2))];
      zoom.hidden = false;
      opener.setAttribute("aria-expanded", "true");
      drawZoom();
      if (scroll) zoom.scrollIntoView({ block: "start" });
    };
    const hideZoom = () => {
      corner = null;
      zoom.hidden = true;
      opener.setAttribute("aria-expanded", "false");
    };
    const where = (name) => {  // "8H" -> [7, 7]
      const m = /^(\d+)([A-Z])$/.exec(name || "");
      return m ? [letters.indexOf(m[2]), Number(m[1]) - 1] : null;
    };
    game.addEventListener("click", (event) => {
      const square = event.target.closest(".sq");
      if (square) {
        const [col, row] = where(square.dataset.square);
        showZoom(col, row, true);
        return;
      }
      const cell = event.target.closest(".cell");
      if (cell) { setStart(cell.dataset.square); return; }
      const pan = event.target.closest("[data-pan]");
      if (pan && corner) {
        const [dc, dr] = pan.dataset.pan.split(",").map(Number);
        const step = Math.max(1, seen - 2);
        corner = [clamp(corner[0] + dc * step), clamp(corner[1] + dr * step)];
        drawZoom();
      }
    });
    opener.addEventListener("click", () => {
      if (corner) { hideZoom(); return; }
      const [col, row] = where(start) || where(`${Math.floor(size / 2) + 1}${letters[Math.floor(size / 2)]}`);
      showZoom(col, row, false);
      const first = grid.querySelector(".cell");
      if (first) first.focus();
    });
    document.getElementById("zoom-close").addEventListener("click", () => {
      hideZoom();
      opener.focus();
    });
    document.addEventListener("kitgen:panel", (event) => {
      if (event.detail.dataset.over === "1") { hideZoom(); window.movePlayed(); }  // nothing to enter
      drawZoom();
    });
    // an offered move (Find moves, the computer's suggestion), wherever its answer sits:
    // one tap fills the move box and previews it
    document.addEventListener("click", (event) => {
      const tried = event.target.closest(".try");
      if (!tried) return;
      move.value = tried.dataset.move;
      start = "";
      mark();
      move.dispatchEvent(new Event("input", { bubbles: true }));
      move.scrollIntoView({ block: "center" });
    });
    direction.addEventListener("click", () => {
      down = !down;
      direction.setAttribute("aria-pressed", String(down));
      direction.textContent = down ? direction.dataset.down : direction.dataset.across;
      if (start) setStart(start);
    });

    let timer = 0;
    let asked = 0;
    move.addEventListener("input", () => {
      clearTimeout(timer);
      const text = move.value.trim();
      if (!/\s\S/.test(text)) { preview.textContent = ""; preview.className = "preview"; return; }
      preview.className = "preview busy";
      preview.textContent = preview.dataset.busy;
      timer = setTimeout(async () => {
        const mine = ++asked;
        let answer;
        try {
          const response = await fetch(here("/api/game/score"), {
            method: "POST", headers: { ...headers, "Content-Type": "application/json" },
            body: JSON.stringify({ game: id, move: text }),
          });
          answer = await response.json();
        } catch (err) {
          answer = { ok: false, error: { message: preview.dataset.offline } };
        }
        if (mine !== asked || move.value.trim() !== text) return;  // a later one is coming
        preview.className = "preview " + (answer.ok ? "yes" : "no");
        if (answer.error) preview.textContent = "⚠ " + answer.error.message;
        else if (answer.ok) {
          const points = plural(JSON.parse(preview.dataset.points), answer.points);
          preview.textContent = `✓ ${answer.move}: ${points}`;
        }
        else preview.textContent = "✗ " + answer.reason;
      }, 250);
    });
    // the move sent: no preview of it is asked after (it may be on the board by then)
    window.previewStop = () => { clearTimeout(timer); };
    // the move being entered outlives a reload of the page (this tab's session keeps it),
    // previewed again; a move played empties it
    const keptMove = `kitgen-move:${id}`;
    const keep = (text) => {
      try { if (text) sessionStorage.setItem(keptMove, text); else sessionStorage.removeItem(keptMove); } catch (err) { /* private mode: not kept */ }
    };
    move.addEventListener("input", () => keep(move.value));
    try {
      const kept = sessionStorage.getItem(keptMove);
      if (kept && !move.value) {
        move.value = kept;
        move.dispatchEvent(new Event("input", { bubbles: true }));
      }
    } catch (err) { /* private mode */ }
    // a move played from this phone: the box, the preview and the first square cleared
    window.movePlayed = () => {
      clearTimeout(timer);
      asked++;
      move.value = "";
      keep("");
      typed.delete(move);
      preview.textContent = "";
      preview.className = "preview";
      start = "";
      mark();
    };

    // the panel (board, scores, turn, history) as the server has it now; a change made on
    // another phone is said in the status region (ours is said by its own answer)
    const yourTurn = document.getElementById("your-turn");
    let mine = false;
    const refreshPanel = follower(`/game/${id}/panel`, (fresh, ours) => {
      mark();
      // another phone's doing is said; after this phone's own (its status says it) the line
      // about an earlier turn goes: a move this phone took back is no longer on the board
      if (!ours && !(Date.now() < (window.ownUntil || 0))) {
        if (announce && fresh.dataset.last) announce.textContent = fresh.dataset.last;
      } else if (announce) announce.textContent = "";
      game.classList.toggle("over", fresh.dataset.over === "1");
      // the rules' scoreless turns reached: the end is what is left to enter
      if (fresh.dataset.due === "1") document.querySelector("details.end").open = true;
      document.dispatchEvent(new CustomEvent("kitgen:panel", { detail: fresh }));
    });
    window.refreshPanel = refreshPanel;
    // -- seats: the phone whose seat is to play says so (and buzzes)
    const seats = seatTable({
      key: `kitgen-seat:${id}`,
      events: `/game/${id}/events`,
      refresh: refreshPanel,
      show: (seat, picked) => {
        if (picked) mine = false;
        const p = current();
        const now = Boolean(seat) && p.toPlay === seat && p.over !== "1";
        if (now && !mine) buzz();
        mine = now;
        yourTurn.hidden = !mine;
        game.classList.toggle("mine", mine);
      },
    });
    document.addEventListener("kitgen:panel", seats.show);
    // passing or taking back for another seat asks first (the history says who did it)
    window.actingFor = (form, action) => {
      const seat = seats.seat();
      if (!form.classList.contains("move-form") || seat === null) return true;
      const p = current();
      const other = action === "pass" ? p.toPlay : action === "undo" ? p.lastPlayer : "";
      if (!other || other === seat) return true;
      const ask = action === "pass" ? form.dataset.confirmPass : form.dataset.confirmUndo;
      return window.confirm(ask.replace("{player}", other));
    };
  }

  // -- an ice cream match: each phone a seat, told whether it sets or guesses this round;
  // a round recorded on another phone shown (and said) within a second, as on a game page
  const match = document.getElementById("match");
  if (match) {
    const id = match.dataset.match;
    const yourTurn = document.getElementById("your-turn");
    const announce = document.getElementById("announce");
    let role = "";
    let seats = null;
    const showSeat = (seat, picked) => {
      if (picked) role = "";
      const p = current();
      const now = !seat || p.over === "1" ? "" : p.setter === seat ? "sets" : p.guesser === seat ? "guesses" : "";
      if (now && now !== role) buzz();
      role = now;
      yourTurn.hidden = !role;
      yourTurn.textContent = role ? yourTurn.dataset[role] : "";
      const form = document.querySelector(".round-form");
      if (form) form.hidden = p.over === "1";
    };
    const refresh = follower(`/code/match/${id}`, (fresh) => {
      if (fresh.dataset.last) announce.textContent = fresh.dataset.last;
      seats.show();
    });
    seats = seatTable({ key: `kitgen-seat:match:${id}`, events: `/code/match/${id}/events`,
                        refresh, show: showSeat });
  }

  // -- a Stæða game: each phone a seat; at the show-down each seat sends its own hand and
  // claim (or "no stæða"), any phone the table cards; the round judged by the server is
  // shown (and said) on every phone within a second, the game's end with its winner
  // (its elements are found as the game page's are, alike on purpose: duplicates pairs them)
  const staeda = document.getElementById("staeda");
  if (staeda) {
    const id = staeda.dataset.game;
    const yourTurn = document.getElementById("your-turn");
    const announce = document.getElementById("announce");
    const claimForm = document.getElementById("claim-form");
    const tableForm = document.querySelector(".table-form");
    let owed = false;
    let seats = null;
    const showSeat = (seat, picked) => {
      if (picked) owed = false;
      // a seat just picked, or this phone's seat on a page just (re)loaded: the panel as
      // that seat sees it (its own claim), at once
      if (picked || (seats === null && seat)) setTimeout(() => refreshPanel(false), 0);
      const p = current();
      const over = p.over === "1";
      const waiting = JSON.parse(p.waiting || "[]");
      const now = Boolean(seat) && !over && waiting.includes(seat);
      if (now && !owed) buzz();
      owed = now;
      yourTurn.hidden = !owed;
      staeda.classList.toggle("over", over);
      claimForm.hidden = over || !seat;
      tableForm.hidden = over;
      document.querySelectorAll(".computer-form").forEach((f) => { f.hidden = over; });
      // calling stæða: this phone's seat, in a round nobody has called yet (the panel's)
      document.querySelectorAll(".call-form").forEach((f) => { f.hidden = over || !seat; });
    };
    // a round judged is said in the live region of every phone (once: the round's line)
    let said = current().last || "";
    const status = document.getElementById("status");
    // asked as this phone's seat: the panel then shows its own claim until the round is judged
    const mine = () => (seats && seats.seat() ? `?seat=${encodeURIComponent(seats.seat())}` : "");
    const refreshPanel = follower(() => `/staeda/game/${id}/panel${mine()}`, (fresh, ours) => {
      if (fresh.dataset.last && fresh.dataset.last !== said) {
        announce.textContent = fresh.dataset.last;
        // what this phone was told before the round was judged ("Kept. Waiting for …") is
        // out of date: the panel says what happened
        if (!ours && !(Date.now() < (window.ownUntil || 0)) && status) status.replaceChildren();
      }
      said = fresh.dataset.last || "";
      seats.show();
    });
    window.refreshPanel = refreshPanel;
    seats = seatTable({ key: `kitgen-seat:staeda:${id}`, events: `/staeda/game/${id}/events`,
                        refresh: refreshPanel, show: showSeat });
    // a claim or the table sent: the fields emptied for the next (the status says it was kept)
    claimForm.addEventListener("kitgen:sent", () => {
      claimForm.reset();
      document.querySelectorAll("input.by").forEach((i) => { i.value = seats.seat() || ""; });
    });
    tableForm.addEventListener("kitgen:sent", () => tableForm.reset());
    // taking back a judged round asks first (its points come off every phone's scores), in
    // other words when the round's winner is not this phone's seat (the page says who did it)
    window.actingFor = (form, action) => {
      if (action !== "undo" || !form.classList.contains("undo-form")) return true;
      const seat = seats.seat();
      const won = JSON.parse(form.dataset.winners || "[]");
      const other = form.dataset.confirmOther && !won.includes(seat);
      return window.confirm(other ? form.dataset.confirmOther : form.dataset.confirm);
    };
  }


  // -- the ice cream page: the flavour keyboards offer the flavours in play under the house
  // rules the form says (a mode's, or the number of flavours given), the others set aside
  document.querySelectorAll(".keys.flavours[data-modes]").forEach((keys) => {
    const form = keys.closest("form");
    const modes = JSON.parse(keys.dataset.modes);
    const follow = () => {
      const mode = form.querySelector("[name=mode]");
      const given = form.querySelector("[name=flavours]");
      const count = Number(given && given.value) || modes[(mode && mode.value) || ""] || modes[""];
      keys.querySelectorAll(".key[data-flavour]").forEach((k) => {
        k.hidden = Number(k.dataset.flavour) > count;
      });
    };
    form.addEventListener("change", (event) => {
      if (event.target.name === "mode" || event.target.name === "flavours") follow();
    });
    form.addEventListener("input", (event) => { if (event.target.name === "flavours") follow(); });
  });

  // -- a field that means something only with a switch on (the code bot's --reveal and
  // --guess, with --setter) is off, and so not sent, until that switch is on
  document.querySelectorAll(".field[data-with]").forEach((holder) => {
    const on = document.getElementById(holder.dataset.with);
    if (!on) return;
    const follow = () => {
      holder.querySelectorAll("input:not([type=hidden]), textarea, select").forEach((f) => {
        f.disabled = !on.checked;
      });
    };
    on.addEventListener("change", follow);
    follow();
  });

  // -- house rules picked in a form's panel hold for the page's other forms too (the ice
  // cream page's board audit and hint carry the table's as hidden fields): an easy board is
  // audited in easy mode once easy is picked, whether or not it was kept for the table
  document.querySelectorAll("details.rules").forEach((panel) => {
    panel.addEventListener("change", (event) => {
      const field = event.target;
      if (!field.name || field.type === "hidden") return;
      const value = field.type === "checkbox" ? (field.checked ? "on" : "off") : field.value;
      document.querySelectorAll("input[type=hidden]").forEach((kept) => {
        if (kept.name === field.name && !kept.closest("details.rules")) kept.value = value;
      });
    });
  });

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

  // -- a tournament: the standings and pairings follow the file on every phone (its events
  // say when it changed); a result being typed is not swept away: the panel waits for it
  const tournament = document.getElementById("tournament");
  if (tournament) {
    const id = tournament.dataset.id;
    const typing = () => {
      const at = document.activeElement;
      return at && at.name === "score" && at.value !== "" && document.getElementById("tpanel").contains(at);
    };
    let waiting = false;
    const refresh = serially(async () => {
      if (typing()) { waiting = true; return; }
      waiting = false;
      try {
        const response = await fetch(here(`/tournament/${id}/panel`), { cache: "no-store" });
        if (!response.ok || relanguaged(response)) return;
        const holder = document.createElement("div");
        holder.innerHTML = await response.text();
        const fresh = holder.querySelector("#tpanel");
        const panel = document.getElementById("tpanel");
        if (fresh && panel && fresh.dataset.version !== panel.dataset.version) panel.replaceWith(fresh);
      } catch (err) {
        // offline: the next hello, wake or "online" brings the panel up to date
      }
    });
    const behind = (event) => {
      if (event.data !== document.getElementById("tpanel").dataset.version) refresh();
    };
    const events = new EventSource(`/tournament/${id}/events`);
    events.addEventListener("change", behind);
    events.addEventListener("hello", behind);
    tournament.addEventListener("focusout", () => { if (waiting) setTimeout(refresh, 0); });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") refresh();
    });
    window.addEventListener("online", refresh);
  }
})();
