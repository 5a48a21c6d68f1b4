// The web board (issue #41). No game logic: the server draws the board
// (SVG with one element per cell, data-cell="d4"), says whose turn it is and
// lists the legal moves as cells to click; this script highlights what it
// listed and sends the chosen move back. Live updates come as server-sent
// events; EventSource reconnects by itself, and every (re)connection
// fetches the state again.
//
// The board is drawn from the reader's side (the server turns it); Flip asks
// for it the other way up, and every later state keeps that way until
// Flip is pressed again.
//
// A game's page (/g/<id>) starts the board at once; the Discord Activity
// (activity.js) mounts a game's page inside its own and starts it with
// AbandeBoard.start(app, token), stopping it when the player goes back to
// their games.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);

  // `hooks.openGame(id)`, when given (the Activity), opens another game in
  // place of following the Next game link.
  function start(app, token, hooks = {}) {
    const words = JSON.parse($('words').textContent);
    let state = JSON.parse($('initial').textContent);
    const csrf = app.dataset.csrf || '';
    const game = app.dataset.game;
    let legal = null; // {ply, key, moves: [{notation, paths}]} for state.version
    let legalFor = null;
    let picked = [];
    // A complete move waiting for Confirm (null: none).
    let pending = null;
    let busy = false;
    // Desktop players may play on the last click; remembered per browser.
    const QUICK = 'abande-play-on-last-click';
    const quick = () => {
      try {
        return window.localStorage.getItem(QUICK) === '1';
      } catch (e) {
        return false;
      }
    };
    let renderedAt = Date.now();
    let stopped = false;
    // Shown the other way up from the reader's own side (Flip pressed).
    let flipped = Boolean(state.flipped);
    const flipQuery = () => (flipped ? '&flip=true' : '');

    const api = (path, extra) =>
      `/api/g/${game}/${path}?t=${encodeURIComponent(token)}${extra || ''}`;
    const latest = () => state.ply === state.plies;

    function clockText(secs) {
      secs = Math.max(0, Math.floor(secs));
      const d = Math.floor(secs / 86400);
      const h = Math.floor((secs % 86400) / 3600);
      const m = Math.floor((secs % 3600) / 60);
      const s = secs % 60;
      if (d > 0) return `${d}d ${h}h`;
      if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
      return `${m}:${String(s).padStart(2, '0')}`;
    }

    function renderClocks() {
      const elapsed = (Date.now() - renderedAt) / 1000;
      for (const p of state.players) {
        const el = document.querySelector(`#p-${p.color} .clock`);
        if (!el) continue;
        if (p.clock === null || p.clock === undefined) {
          el.textContent = '';
        } else {
          el.textContent = clockText(p.running ? p.clock - elapsed : p.clock);
        }
      }
    }

    // The game waiting for this player next: the same page for that game,
    // with this address's link and settings (the session cookie or the
    // link in the address is the player's for every game). In the
    // Activity, `hooks.openGame` opens it in place.
    function renderNextGame() {
      const link = $('next-game');
      if (!link) return;
      const next = state.next_game;
      link.hidden = !next;
      if (!next) return;
      link.textContent = next.label;
      link.href = location.pathname.replace(/\/g\/\d+/, `/g/${next.game}`) + location.search;
    }

    function say(text) {
      $('message').textContent = text || '';
    }

    function render() {
      if (stopped) return;
      renderedAt = Date.now();
      app.dataset.version = state.version;
      app.dataset.ply = state.ply;
      app.dataset.plies = state.plies;
      app.dataset.toMove = state.to_move || '';
      app.dataset.bottom = state.bottom;
      $('flip').setAttribute('aria-pressed', state.flipped ? 'true' : 'false');
      $('seen-from').textContent = state.seen_from;
      renderNextGame();
      for (const p of state.players) {
        const el = $(`p-${p.color}`);
        el.textContent = '';
        const stone = document.createElement('span');
        stone.className = `stone ${p.color}`;
        stone.setAttribute('aria-hidden', 'true');
        const name = document.createElement('span');
        name.className = 'name';
        name.textContent = p.name;
        const rating = document.createElement('span');
        rating.className = 'rating';
        rating.textContent = p.rating;
        const clock = document.createElement('span');
        clock.className = 'clock';
        el.append(stone, name, rating, clock);
        el.classList.toggle('to-move', state.to_move === p.color);
        el.classList.toggle('you', state.you === p.color);
      }
      renderClocks();
      $('status').textContent =
        state.your_turn && latest() ? `${words.yourTurn} · ${state.status}` : state.status;
      $('board').innerHTML = state.svg;
      renderChart();
      $('diagram').textContent = state.diagram;
      const list = $('moves');
      list.textContent = '';
      state.moves.forEach((m, i) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = m;
        b.dataset.ply = i + 1;
        if (i + 1 === state.ply) b.setAttribute('aria-current', 'step');
        b.addEventListener('click', () => show(i + 1));
        li.append(b);
        list.append(li);
      });
      const current = list.querySelector('[aria-current]');
      if (current && current.scrollIntoView) current.scrollIntoView({ block: 'nearest' });
      $('ply').textContent = `${state.ply} / ${state.plies}`;
      $('first').disabled = $('back').disabled = state.ply === 0;
      $('forward').disabled = $('last').disabled = latest();
      picked = [];
      unpropose();
      const pass = $('pass');
      pass.hidden = true;
      if (state.your_turn && latest()) {
        loadLegal();
      } else {
        legal = null;
      }
      highlight();
    }

    // The analysis chart, drawn by the server; its values as a list.
    let chartShown = null;
    function renderChart() {
      const section = $('analysis');
      if (!section) return;
      const chart = state.chart;
      section.hidden = !chart;
      if (!chart || chartShown === chart.svg) return;
      chartShown = chart.svg;
      $('chart').innerHTML = chart.svg;
      const list = $('evals');
      list.textContent = '';
      for (const v of chart.values) {
        const li = document.createElement('li');
        li.textContent = v;
        list.append(li);
      }
    }

    async function loadLegal() {
      if (legalFor === state.version && legal) {
        highlight();
        return;
      }
      const version = state.version;
      const response = await fetch(api('moves'));
      if (!response.ok || state.version !== version) return;
      legal = await response.json();
      legalFor = version;
      const pass = legal.moves.find((m) => m.paths.length === 0);
      const button = $('pass');
      button.hidden = !pass;
      if (pass) button.dataset.notation = pass.notation;
      highlight();
    }

    // The cells that continue `picked` toward a legal move.
    function continuations() {
      const next = new Set();
      if (!legal) return next;
      for (const m of legal.moves) {
        for (const path of m.paths) {
          if (path.length > picked.length && picked.every((c, i) => path[i] === c)) {
            next.add(path[picked.length]);
          }
        }
      }
      return next;
    }

    // What a screen reader says of a cell: its name and what stands there,
    // bottom to top.
    function cellLabel(cell) {
      const pieces = [...(cell.dataset.pieces || '')].map((p) =>
        p === 'b' ? words.black : words.white,
      );
      return `${cell.dataset.cell}: ${pieces.length ? pieces.join(', ') : words.empty}`;
    }

    function highlight() {
      const next = continuations();
      // Nothing more to pick while a move is on its way.
      const playable = state.your_turn && latest() && legal && !busy;
      // A picture to look at, or a group of cells to pick from: an image's
      // parts are hidden from screen readers.
      const svg = document.querySelector('#board svg');
      if (svg) svg.setAttribute('role', playable ? 'group' : 'img');
      for (const cell of document.querySelectorAll('#board .cell')) {
        const name = cell.dataset.cell;
        const target = playable && next.has(name);
        cell.classList.toggle('picked', picked.includes(name));
        cell.classList.toggle('target', Boolean(target) && picked.length > 0);
        cell.classList.toggle('movable', Boolean(target) && picked.length === 0);
        if (target || picked.includes(name)) {
          cell.setAttribute('tabindex', '0');
          cell.setAttribute('role', 'button');
          cell.setAttribute('aria-label', cellLabel(cell));
        } else {
          cell.removeAttribute('tabindex');
          cell.removeAttribute('role');
        }
      }
    }

    function clickCell(name) {
      if (!legal || busy || !state.your_turn || !latest()) return;
      // A click elsewhere while a move waits for Confirm starts again.
      if (pending) {
        unpropose();
        picked = [];
      }
      const tryPath = (cells) => {
        const moves = legal.moves.filter((m) =>
          m.paths.some((p) => p.length >= cells.length && cells.every((c, i) => p[i] === c)),
        );
        return moves;
      };
      let cells = picked.concat([name]);
      let moves = tryPath(cells);
      if (moves.length === 0) {
        cells = [name];
        moves = tryPath(cells);
      }
      if (moves.length === 0) {
        picked = [];
        highlight();
        return;
      }
      const done = moves.find((m) =>
        m.paths.some((p) => p.length === cells.length && cells.every((c, i) => p[i] === c)),
      );
      if (done) {
        picked = cells;
        if (quick()) {
          play(done.notation);
        } else {
          propose(done.notation);
        }
        return;
      }
      picked = cells;
      // An Abande point clicked once: clicking it again enters a piece.
      say(continuations().has(name) && cells.length === 1 ? words.enterHere : words.pick);
      highlight();
    }

    // Shows `notation` picked, with Confirm and Cancel.
    function propose(notation) {
      pending = notation;
      app.dataset.pending = notation;
      say(words.confirmMove.replace('{move}', notation));
      $('confirm').hidden = false;
      $('cancel').hidden = false;
      highlight();
      // Keyboard players confirm with Enter; the page does not jump.
      $('confirm').focus({ preventScroll: true });
    }

    // Drops the move waiting for Confirm, if any.
    function unpropose() {
      pending = null;
      delete app.dataset.pending;
      $('confirm').hidden = true;
      $('cancel').hidden = true;
    }

    async function play(notation) {
      if (!legal) return;
      unpropose();
      busy = true;
      highlight();
      say(words.sent);
      try {
        const response = await fetch(api('move', flipQuery()), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Abande-Csrf': csrf },
          body: JSON.stringify({ notation, ply: legal.ply, key: legal.key }),
        });
        const body = await response.json().catch(() => ({}));
        if (response.ok) {
          say('');
          state = body;
          legal = null;
          render();
        } else {
          say(body.error || response.statusText);
          picked = [];
          legal = null;
          legalFor = null;
          refresh();
        }
      } catch (e) {
        say(words.offline);
      } finally {
        busy = false;
      }
    }

    async function fetchState(ply) {
      const at = ply === null ? '' : `&ply=${ply}`;
      const response = await fetch(api('state', at + flipQuery()));
      const body = await response.json().catch(() => ({}));
      if (!response.ok) {
        say(body.error || response.statusText);
        return null;
      }
      return body;
    }

    async function show(ply) {
      ply = Math.max(0, Math.min(state.plies, ply));
      const next = await fetchState(ply === state.plies ? null : ply);
      if (next) {
        state = next;
        render();
      }
    }

    async function refresh() {
      const next = await fetchState(latest() ? null : state.ply);
      if (next) {
        const message = $('message').textContent;
        state = next;
        render();
        say(message === words.sent ? '' : message);
      }
    }

    // Glyphs every font has (⏮ and ⏭ are missing from many).
    $('first').textContent = '|◀';
    $('back').textContent = '◀';
    $('forward').textContent = '▶';
    $('last').textContent = '▶|';
    $('first').setAttribute('aria-label', words.first);
    $('back').setAttribute('aria-label', words.back);
    $('forward').setAttribute('aria-label', words.forward);
    $('last').setAttribute('aria-label', words.last);
    $('pass').textContent = words.pass;
    $('confirm').textContent = words.confirm;
    $('cancel').textContent = words.cancel;
    $('quick-text').textContent = words.quick;
    $('flip').textContent = words.flip;
    $('next-game').addEventListener('click', (event) => {
      if (!hooks.openGame || !state.next_game) return;
      event.preventDefault();
      hooks.openGame(state.next_game.game);
    });
    $('flip').addEventListener('click', async () => {
      flipped = !flipped;
      const next = await fetchState(latest() ? null : state.ply);
      if (next) {
        state = next;
        render();
      } else {
        flipped = !flipped;
      }
    });
    // Only a player's link plays.
    $('quick-label').hidden = !csrf;
    $('quick').checked = quick();
    $('quick').addEventListener('change', (e) => {
      try {
        window.localStorage.setItem(QUICK, e.currentTarget.checked ? '1' : '0');
      } catch (err) {
        // Storage refused (a private window): the choice lasts this page.
      }
    });
    $('confirm').addEventListener('click', () => {
      if (pending) play(pending);
    });
    $('cancel').addEventListener('click', () => {
      unpropose();
      picked = [];
      say('');
      highlight();
    });
    $('first').addEventListener('click', () => show(0));
    $('back').addEventListener('click', () => show(state.ply - 1));
    $('forward').addEventListener('click', () => show(state.ply + 1));
    $('last').addEventListener('click', () => show(state.plies));
    $('pass').addEventListener('click', (e) => play(e.currentTarget.dataset.notation));
    $('board').addEventListener('click', (e) => {
      const cell = e.target.closest && e.target.closest('.cell');
      if (cell) clickCell(cell.dataset.cell);
    });
    $('board').addEventListener('keydown', (e) => {
      const cell = e.target.closest && e.target.closest('.cell');
      if (cell && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        clickCell(cell.dataset.cell);
      }
    });
    const onKey = (e) => {
      if (e.target.closest && e.target.closest('.cell')) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const steps = { ArrowLeft: state.ply - 1, ArrowRight: state.ply + 1, Home: 0, End: state.plies };
      if (e.key in steps) {
        e.preventDefault();
        show(steps[e.key]);
      } else if (e.key === 'Escape') {
        unpropose();
        picked = [];
        say('');
        highlight();
      }
    };
    document.addEventListener('keydown', onKey);
    const ticking = setInterval(renderClocks, 1000);

    const live = $('live');
    const setLive = (on) => {
      live.textContent = on ? words.live : words.offline;
      live.classList.toggle('on', on);
      app.dataset.live = on ? '1' : '0';
    };
    setLive(false);
    let events = null;
    if (window.EventSource) {
      events = new EventSource(api('events'));
      events.addEventListener('open', () => setLive(true));
      events.addEventListener('error', () => setLive(false));
      events.addEventListener('version', (e) => {
        setLive(true);
        if (Number(e.data) !== state.version || !legal) refresh();
      });
    }
    render();
    return {
      stop() {
        stopped = true;
        document.removeEventListener('keydown', onKey);
        clearInterval(ticking);
        if (events) events.close();
      },
    };
  }

  window.AbandeBoard = { start };
  const app = $('app');
  if (app && !document.body.dataset.activity) {
    start(app, new URLSearchParams(location.search).get('t') || '');
  }
})();
