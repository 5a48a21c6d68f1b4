// The web board as a Discord Activity (issue #41; the server's side is
// src/web/activity.rs). Inside Discord's frame: the Embedded App SDK's
// handshake (ready), Discord asked to authorise the `identify` scope (a
// code), the code sent to the bot, which exchanges it with Discord and
// answers the access token (handed back to the SDK's authenticate), the
// player's own web session and their games. A chosen game is the same page
// as /g/<id>, fetched with that session and mounted here; board.js plays it
// (AbandeBoard.start). No game logic here either.
import { DiscordSDK } from '/assets/vendor/discord-embedded-app-sdk.mjs';

const $ = (id) => document.getElementById(id);
const root = $('activity');
let words = JSON.parse($('activity-words').textContent);
let session = null;
let board = null;

function say(text) {
  $('activity-status').textContent = text || '';
}

function fail(text, stage) {
  say(text);
  root.dataset.stage = stage || 'failed';
}

// Back from a game: the list again, as it stands now.
async function backToGames() {
  showGames();
  try {
    const response = await fetch(`/api/activity/games?t=${encodeURIComponent(session)}`, {
      headers: { 'X-Abande-Lang': document.documentElement.lang },
    });
    if (response.ok) listGames((await response.json()).games);
  } catch (e) {
    // The list shown stays; the next visit tries again.
  }
}

function showGames() {
  if (board) {
    board.stop();
    board = null;
  }
  $('game').textContent = '';
  $('to-games').hidden = true;
  $('games').hidden = false;
  say('');
  root.dataset.stage = 'games';
}

function listGames(games) {
  $('games-title').textContent = words.games;
  const list = $('game-list');
  list.textContent = '';
  if (games.length === 0) {
    const li = document.createElement('li');
    li.className = 'empty';
    li.textContent = words.none;
    list.append(li);
  }
  for (const g of games) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'game-entry';
    b.dataset.game = g.id;
    if (g.your_turn) b.classList.add('your-turn');
    if (g.finished) b.classList.add('finished');
    const title = document.createElement('span');
    title.className = 'title';
    title.textContent = g.title;
    const opponent = document.createElement('span');
    opponent.className = 'opponent';
    opponent.textContent = g.opponent;
    const status = document.createElement('span');
    status.className = 'game-status';
    status.textContent = g.status;
    b.append(title, opponent, status);
    b.addEventListener('click', () => openGame(g.id));
    li.append(b);
    list.append(li);
  }
  showGames();
}

// The game's own page, fetched with the session; its board, words and
// state are moved into this page and board.js starts on them.
async function openGame(id) {
  say(words.connecting);
  let response;
  try {
    response = await fetch(`/g/${id}?t=${encodeURIComponent(session)}`);
  } catch (e) {
    fail(words.failed);
    return;
  }
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const app = page.getElementById('app');
  if (!response.ok || !app) {
    const refusal = page.getElementById('refusal');
    fail(refusal ? refusal.textContent : words.failed);
    return;
  }
  const holder = $('game');
  holder.textContent = '';
  for (const part of ['app', 'words', 'initial']) {
    holder.append(document.importNode(page.getElementById(part), true));
  }
  $('games').hidden = true;
  $('to-games').hidden = false;
  say('');
  root.dataset.stage = 'game';
  // Next game opens the game waiting next here, as its entry in the list does.
  board = window.AbandeBoard.start($('app'), session, {
    openGame: (next) => {
      showGames();
      openGame(next);
    },
  });
}

async function main() {
  $('to-games').textContent = `◀ ${words.back}`;
  $('to-games').addEventListener('click', backToGames);
  const params = new URLSearchParams(location.search);
  if (!params.get('frame_id') || !window.parent || window.parent === window) {
    fail(words.outside, 'outside');
    return;
  }
  const clientId = root.dataset.clientId;
  let sdk;
  try {
    // The SDK would otherwise send every console line to Discord.
    sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  } catch (e) {
    fail(words.outside, 'outside');
    return;
  }
  root.dataset.stage = 'handshake';
  await sdk.ready();
  root.dataset.stage = 'authorize';
  let code;
  try {
    ({ code } = await sdk.commands.authorize({
      client_id: clientId,
      response_type: 'code',
      state: '',
      prompt: 'none',
      scope: ['identify'],
    }));
  } catch (e) {
    fail(words.refused, 'refused');
    return;
  }
  root.dataset.stage = 'token';
  let response;
  try {
    response = await fetch('/api/activity/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
  } catch (e) {
    fail(words.failed);
    return;
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    fail(body.error || words.failed, response.status === 401 ? 'refused' : 'failed');
    return;
  }
  try {
    await sdk.commands.authenticate({ access_token: body.access_token });
  } catch (e) {
    fail(words.refused, 'refused');
    return;
  }
  session = body.session;
  words = body.words;
  document.documentElement.lang = body.lang;
  root.dataset.user = body.user.id;
  $('to-games').textContent = `◀ ${words.back}`;
  listGames(body.games);
}

main();
